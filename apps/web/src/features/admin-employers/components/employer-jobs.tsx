import type { AdminEmployerJob } from '@kakayahan/contracts';
import { countText, formatShortDate } from './employer-words';

/**
 * The employer's jobs, newest first, as a list (a table would not fit a phone-sized dialog): each with
 * its category, type, location, posting date and how many applied.
 */
export function EmployerJobs({ employerId, jobs }: { employerId: number; jobs: readonly AdminEmployerJob[] }) {
  const headingId = `employer-jobs-${employerId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-lg font-bold text-slate-900">
        Jobs ({jobs.length})
      </h4>
      {jobs.length === 0 ? (
        <p>No jobs posted yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {jobs.map((job) => (
            <li key={job.post_id} className="rounded-md border border-slate-300 p-3">
              <p className="break-words font-semibold text-slate-900">{job.job_title}</p>
              <p className="text-sm text-slate-800">
                {[job.category, job.job_type, job.location.trim() || 'Location not specified']
                  .filter((part) => part.trim())
                  .join(' · ')}
              </p>
              <p className="text-sm text-slate-800">
                Posted <time dateTime={job.created_at}>{formatShortDate(job.created_at)}</time> ·{' '}
                {countText(job.applications_count, 'application')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
