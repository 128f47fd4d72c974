import {
  formatFairWhen,
  JOB_FAIR_ACCESSIBILITY_LABELS,
  JOB_FAIR_FORMAT_LABELS,
  type JobFair,
} from '@kakayahan/contracts';
import { Fact } from './participant-facts';

/** "3 of 10 places taken (7 left)", or "3 registered" when the fair has no limit. */
export function placesInWords(fair: Pick<JobFair, 'registrations_count' | 'capacity' | 'seats_left'>): string {
  const registered = fair.registrations_count;
  if (fair.capacity === null) return `${registered} registered (no limit on places)`;
  return `${registered} of ${fair.capacity} places taken (${fair.seats_left ?? Math.max(0, fair.capacity - registered)} left)`;
}

/** Where the fair stands in time, in words. */
function stageInWords(fair: JobFair): string {
  if (fair.has_ended) return 'This job fair has ended.';
  if (fair.has_started) return 'This job fair is under way.';
  return 'This job fair has not started yet.';
}

/** The fair at the top of its participants screen: when, where, how many, and its venue's accessibility. */
export function FairSummary({ fair }: { fair: JobFair }) {
  const accessibility = fair.accessibility.map((value) => JOB_FAIR_ACCESSIBILITY_LABELS[value]);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold text-slate-900">{formatFairWhen(fair)}</p>
      <p>{stageInWords(fair)}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Fact term="Registered">{placesInWords(fair)}</Fact>
        <Fact term="Waiting list">
          {fair.waitlist_count === 1 ? '1 person waiting' : `${fair.waitlist_count} people waiting`}
        </Fact>
        <Fact term="How people attend">{JOB_FAIR_FORMAT_LABELS[fair.format]}</Fact>
        {fair.venue ? <Fact term="Venue">{fair.venue}</Fact> : null}
        {fair.online_url ? (
          <Fact term="Online link">
            <a href={fair.online_url} target="_blank" rel="noopener noreferrer" className="break-all">
              {fair.online_url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Fact>
        ) : null}
        <Fact term="Venue accessibility">{accessibility.length > 0 ? accessibility.join(', ') : 'None listed'}</Fact>
      </dl>
    </div>
  );
}
