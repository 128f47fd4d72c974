import { enUsDateFormat, FEED_LOCATION_FALLBACK, formatSalary, type FeedJob } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { jobPagePath } from '../../job-feed';

/** Dates as the job cards show them ("Mar 5, 2026"). */
function shortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : enUsDateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** The company's open jobs on its public page: each title links to the job page, with the few facts under it. */
export function CompanyJobs({ companyName, jobs }: { companyName: string; jobs: readonly FeedJob[] }) {
  return (
    <section aria-labelledby="company-jobs-heading" className="flex flex-col gap-3">
      <h2 id="company-jobs-heading" className="text-2xl font-bold text-slate-900">
        Open jobs ({jobs.length})
      </h2>
      {jobs.length === 0 ? (
        <p className="text-slate-800">{companyName} has no open jobs right now.</p>
      ) : (
        <ul aria-label={`Open jobs at ${companyName}`} className="flex flex-col gap-3">
          {jobs.map((job) => (
            <li key={job.post_id} className="rounded-md border-2 border-slate-200 bg-white p-3">
              <h3 className="text-lg font-bold break-words">
                <Link to={jobPagePath(job.post_id)} className="text-brand-800 underline">
                  {job.job_title}
                </Link>
              </h3>
              <p className="break-words text-slate-800">
                {[
                  job.location.trim() || FEED_LOCATION_FALLBACK,
                  job.job_type,
                  `Salary: ${formatSalary(job.salary_range)}`,
                  shortDate(job.created_at) ? `Posted ${shortDate(job.created_at)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
