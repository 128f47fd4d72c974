import { LoadFailed } from '../../../components/ui/load-failed';
import { formatSalary, JOB_FAIR_MESSAGES } from '@kakayahan/contracts';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { useJobFairJobs } from '../api/get-job-fair-jobs';

/** The jobs offered at a fair (View Details): title, company, where, kind of work and salary. */
export function FairJobsList({ jobFairId }: { jobFairId: number }) {
  const jobs = useJobFairJobs(jobFairId);
  if (jobs.data) {
    if (jobs.data.length === 0) return <p className="text-slate-800">No jobs are listed for this fair yet.</p>;
    return (
      <ul className="flex flex-col gap-2">
        {jobs.data.map((job) => (
          <li key={job.id} className="rounded-md border border-slate-300 p-3">
            <p className="font-semibold text-slate-900">
              {/* The job page (issue 14). */}
              <Link to={`/jobs/${job.id}`} className="text-brand-800 underline">
                {job.job_title}
              </Link>
            </p>
            <p className="text-sm text-slate-800">
              {[job.company_name, job.location, job.job_type, `Salary: ${formatSalary(job.salary_range)}`]
                .filter(Boolean)
                .join(', ')}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  if (jobs.isError) {
    return (
      <LoadFailed
        message={JOB_FAIR_MESSAGES.loadFairJobsFailed}
        onRetry={() => void jobs.refetch()}
        isRetrying={jobs.isFetching}
      />
    );
  }
  return <Loading label="Loading the jobs…" />;
}
