import { DELAYS_MS, JOB_MESSAGES, jobPostingRequestSchema } from '@kakayahan/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { usePostJob } from '../api/post-job';
import { JobForm } from '../components/job-form';
import { jobFormResolver, NEW_JOB_VALUES } from '../components/job-form-values';

export const POST_JOB_FAILED = 'Failed to post job. Please check your inputs and try again.';

const resolver = jobFormResolver(jobPostingRequestSchema);

/** /employer/post-job: a new job posting (document 2 §2, §5). */
export default function PostJobPage() {
  const postJob = usePostJob();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>Post a New Job</PageHeading>
      <p className="text-slate-800">
        Job seekers see the title, company, location, salary and tags first. Clear words help everyone, including people
        using screen readers.
      </p>
      <JobForm
        label="Post a job"
        resolver={resolver}
        defaultValues={NEW_JOB_VALUES}
        submitLabel="Post Job"
        pendingLabel="Posting..."
        successMessage={JOB_MESSAGES.posted}
        failureMessage={POST_JOB_FAILED}
        redirectDelayMs={DELAYS_MS.afterJobPost}
        save={(job) => postJob.mutateAsync(job)}
      />
    </div>
  );
}
