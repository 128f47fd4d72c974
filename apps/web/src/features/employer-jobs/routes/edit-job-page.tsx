import { editJobRequestSchema, JOB_MESSAGES } from '@kakayahan/contracts';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useEditJob } from '../api/edit-job';
import { useJob } from '../api/get-job';
import { useJobPostDisabilityTags } from '../api/get-job-post-disability-tags';
import { useJobPostTags } from '../api/get-job-post-tags';
import { JobForm } from '../components/job-form';
import { jobFormResolver, jobFormValuesFromJob } from '../components/job-form-values';

export const LOAD_JOB_FAILED = 'Failed to load job data. Please try again.';
export const UPDATE_JOB_FAILED = 'Failed to update job posting. Please try again.';

const resolver = jobFormResolver(editJobRequestSchema);

/** The next steps after an edit: the job as job seekers see it, another edit, the dashboard. */
export function jobUpdatedNotice(jobId: number) {
  return {
    message: JOB_MESSAGES.updated,
    next: [
      { to: `/jobs/${jobId}`, label: 'View the job' },
      { to: `/employer/edit-job/${jobId}`, label: 'Edit this job again' },
      { to: '/employer/dashboard', label: 'Go to your dashboard' },
    ],
  };
}

/** /employer/edit-job/:jobId: the job form filled in with a stored job and its tags (document 2 §2, §5). */
export default function EditJobPage() {
  const jobId = Number(useParams().jobId);
  const isValidId = Number.isInteger(jobId) && jobId > 0;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading>Edit Job Posting</PageHeading>
      {isValidId ? <EditJob jobId={jobId} /> : <JobMissing />}
    </div>
  );
}

function EditJob({ jobId }: { jobId: number }) {
  const session = useSession();
  const job = useJob(jobId);
  const tagIds = useJobPostTags(jobId);
  const disabilityTagIds = useJobPostDisabilityTags(jobId);
  const editJob = useEditJob();
  // "Edit this job again" opens this page again: a new location, so the form starts from what was saved.
  const { key } = useLocation();
  const queries = [job, tagIds, disabilityTagIds];

  if (job.data && tagIds.data && disabilityTagIds.data) {
    if (session && job.data.posted_by !== session.userId) {
      return <Alert tone="error">{JOB_MESSAGES.notOwner}</Alert>;
    }
    return (
      <JobForm
        key={key}
        label="Edit job"
        resolver={resolver}
        defaultValues={jobFormValuesFromJob(job.data, tagIds.data, disabilityTagIds.data)}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        savedNotice={jobUpdatedNotice}
        failureMessage={UPDATE_JOB_FAILED}
        save={(changes) => editJob.mutateAsync({ jobId, job: changes })}
      />
    );
  }
  if (job.error instanceof ApiError && job.error.status === 404) return <JobMissing />;
  if (queries.some((query) => query.isError)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{LOAD_JOB_FAILED}</Alert>
        <Button
          variant="secondary"
          isPending={queries.some((query) => query.isFetching)}
          onPress={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return <Loading label="Loading job…" />;
}

/** The job does not exist (or the address is not a job's). */
function JobMissing() {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{JOB_MESSAGES.notFound}</Alert>
      <LinkButton to="/employer/dashboard" variant="secondary">
        Back to dashboard
      </LinkButton>
    </div>
  );
}
