import { LoadFailed } from '../../../components/ui/load-failed';
import { JOB_FAIR_MESSAGES, manilaToday, type EmployerJob, type JobFair } from '@kakayahan/contracts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useCreateJobFair } from '../api/create-job-fair';
import { useJobFairEmployerJobs, type JobFairEmployerJob } from '../api/get-job-fair-employer-jobs';
import { useMyJobPosts } from '../api/get-my-job-posts';
import { useUpdateJobFair } from '../api/update-job-fair';
import type { JobChoice } from './job-choice-list';
import { JobFairForm } from './job-fair-form';
import { jobFairFormValues, newJobFairValues } from './job-fair-form-values';

function choiceDetail(job: { location: string; job_type: string }): string {
  return [job.location, job.job_type].filter(Boolean).join(', ');
}

function choicesFromPosts(posts: readonly EmployerJob[]): JobChoice[] {
  return posts.map((post) => ({ id: post.post_id, title: post.job_title, detail: choiceDetail(post) }));
}

function choicesFromFairJobs(jobs: readonly JobFairEmployerJob[]): JobChoice[] {
  return jobs.map((job) => ({ id: job.id, title: job.job_title, detail: choiceDetail(job) }));
}

/**
 * Create Job Fair and Edit in one dialog. The job list comes first: a new fair offers the employer's
 * posts; an existing one lists them from …/employer/jobs/ with the fair's own ticked. Saving closes the
 * dialog and announces the result (the lists refresh at once).
 */
export function JobFairFormDialog({
  fair,
  employerId,
  onClose,
  onDone,
}: {
  /** The fair being edited; null to create one. */
  fair: JobFair | null;
  employerId: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const posts = useMyJobPosts(fair ? null : employerId);
  const fairJobs = useJobFairEmployerJobs(fair ? fair.id : null);
  const create = useCreateJobFair();
  const update = useUpdateJobFair();
  const isSaving = create.isPending || update.isPending;
  const jobsQuery = fair ? fairJobs : posts;

  let content;
  if (fair && fairJobs.data) {
    content = (
      <JobFairForm
        defaultValues={jobFairFormValues(
          fair,
          fairJobs.data.filter((job) => job.selected).map((job) => job.id),
        )}
        choices={choicesFromFairJobs(fairJobs.data)}
        submitLabel="Save Changes"
        failureMessage={JOB_FAIR_MESSAGES.updateFailed}
        isSaving={isSaving}
        save={async (body) => {
          await update.mutateAsync({ jobFairId: fair.id, fair: body });
          onDone(JOB_FAIR_MESSAGES.updated);
        }}
        onCancel={onClose}
      />
    );
  } else if (!fair && posts.data) {
    content = (
      <JobFairForm
        defaultValues={newJobFairValues()}
        choices={choicesFromPosts(posts.data)}
        minDate={manilaToday(new Date())}
        submitLabel="Create Job Fair"
        failureMessage={JOB_FAIR_MESSAGES.createFailed}
        isSaving={isSaving}
        save={async (body) => {
          await create.mutateAsync(body);
          onDone(JOB_FAIR_MESSAGES.created);
        }}
        onCancel={onClose}
      />
    );
  } else if (jobsQuery.isError) {
    content = (
      <LoadFailed
        message={JOB_FAIR_MESSAGES.loadJobsFailed}
        onRetry={() => void jobsQuery.refetch()}
        isRetrying={jobsQuery.isFetching}
      >
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </LoadFailed>
    );
  } else {
    content = <Loading label="Loading your jobs…" />;
  }

  return (
    <ActionDialog title={fair ? `Edit Job Fair: ${fair.title}` : 'Create Job Fair'} isBusy={isSaving} onClose={onClose}>
      {content}
    </ActionDialog>
  );
}
