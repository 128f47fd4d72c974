import type { JobFair } from '@kakayahan/contracts';
import { useId, type ReactNode } from 'react';
import { Fact, JobFairFacts } from './job-fair-facts';
import { jobsCountText, seatsText } from './job-fair-words';

/**
 * A fair as job seekers, visitors and admins see it (document 2 §2 "Available Job Fairs"): title,
 * employer, when, format, venue, accessibility in words, places left, jobs, and the person's own status
 * when they registered. `action` is Register Now or View Details, by who is looking.
 */
export function JobFairCard({
  fair,
  status,
  action,
}: {
  fair: JobFair;
  /** The person's registration in words ("Registered"), when they have one. */
  status?: string | null;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border-2 border-slate-300 bg-white p-4"
    >
      <div>
        <h3 id={headingId} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          {fair.title}
        </h3>
        <p className="text-slate-800">By {fair.employer_name}</p>
      </div>
      <JobFairFacts fair={fair}>
        <Fact term="Places">{seatsText(fair)}</Fact>
        <Fact term="Jobs offered">{jobsCountText(fair.jobs_count)}</Fact>
        {status ? (
          <Fact term="Your registration">
            <strong>{status}</strong>
          </Fact>
        ) : null}
      </JobFairFacts>
      {action ? <div className="mt-auto flex flex-col items-start gap-1">{action}</div> : null}
    </article>
  );
}
