import { jobPostingRequestSchema } from '@kakayahan/contracts';
import { useLocation } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePostJob } from '../api/post-job';
import { JobForm } from '../components/job-form';
import { jobFormResolver, NEW_JOB_VALUES } from '../components/job-form-values';

export const POST_JOB_FAILED = 'Failed to post job. Please check your inputs and try again.';
/**
 * The spec's "Job posted successfully! Redirecting to dashboard..." (the server's answer) promises a move
 * that no longer happens (decision 020): the page says what is true and offers the next steps instead.
 */
export const JOB_POSTED = 'Job posted.';

/** The next steps after a post: the job's own page first, as job seekers will see it. */
export function jobPostedNotice(jobId: number) {
  return {
    message: JOB_POSTED,
    next: [
      { to: `/jobs/${jobId}`, label: 'View the job' },
      { to: '/employer/post-job', label: 'Post another job' },
      { to: '/employer/dashboard', label: 'Go to your dashboard' },
    ],
  };
}

const resolver = jobFormResolver(jobPostingRequestSchema);

/** /employer/post-job: a new job posting (document 2 §2, §5). */
export default function PostJobPage() {
  const postJob = usePostJob();
  // "Post another job" opens this page again: a new location, so a new empty form.
  const { key } = useLocation();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>Post a New Job</PageHeading>
      <p className="text-slate-800">
        Job seekers see the title, company, location, salary and tags first. Clear words help everyone, including people
        using screen readers.
      </p>
      <JobForm
        key={key}
        label="Post a job"
        resolver={resolver}
        defaultValues={NEW_JOB_VALUES}
        submitLabel="Post Job"
        pendingLabel="Posting..."
        savedNotice={jobPostedNotice}
        failureMessage={POST_JOB_FAILED}
        save={(job) => postJob.mutateAsync(job)}
      />
    </div>
  );
}
