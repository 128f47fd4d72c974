import {
  enUsDateFormat,
  FEED_LOCATION_FALLBACK,
  formatSalary,
  workplaceFactsText,
  type PublicJobCard as Job,
} from '@kakayahan/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { jobPagePath } from '../../job-feed';

/** Dates as the job cards show them ("Mar 5, 2026"); empty for an unreadable date. */
function shortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : enUsDateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}:</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </>
  );
}

/**
 * One job of the public list, for anyone: an article named by its heading, whose title links to the job page
 * (where a job seeker applies); company with the Verified employer badge, location, salary, type, category,
 * workplace accessibility in words (issue 16) and date. No match colours and no buttons: the same card for a
 * visitor and for someone signed in.
 */
export function PublicJobCard({ job }: { job: Job }) {
  const headingId = useId();
  const location = job.location.trim() || FEED_LOCATION_FALLBACK;
  const posted = shortDate(job.created_at);
  const workplace = workplaceFactsText(job.workplace_facts);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border-2 border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-bold break-words text-slate-900">
        <Link to={jobPagePath(job.post_id)} className="text-brand-800 underline">
          {job.job_title}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <Fact term="Company">
          {job.comp_name}
          {job.employer_verified ? (
            <>
              {' '}
              <VerifiedBadge />
            </>
          ) : null}
        </Fact>
        <Fact term="Location">
          {job.is_remote && !/remote/iu.test(location) ? `${location} (remote work)` : location}
        </Fact>
        <Fact term="Salary">{formatSalary(job.salary_range)}</Fact>
        {job.job_type ? <Fact term="Job type">{job.job_type}</Fact> : null}
        {job.category ? <Fact term="Category">{job.category}</Fact> : null}
        {workplace ? <Fact term="Workplace">{workplace}</Fact> : null}
        {posted ? <Fact term="Posted">{posted}</Fact> : null}
      </dl>
    </article>
  );
}
