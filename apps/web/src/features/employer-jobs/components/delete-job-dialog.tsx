import { JOB_MESSAGES, type EmployerJob } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteJob } from '../api/delete-job';

export const DELETE_JOB_FAILED = 'Failed to delete job posting. Please try again.';

/** The success message, saying how many applicants were told when any were. */
export function jobDeletedMessage(notifiedApplicants: number): string {
  if (notifiedApplicants <= 0) return JOB_MESSAGES.deleted;
  const who = notifiedApplicants === 1 ? '1 applicant was' : `${notifiedApplicants} applicants were`;
  return `${JOB_MESSAGES.deleted} ${who} notified.`;
}

/** Confirms deleting a job posting, saying what happens to its applications. */
export function DeleteJobDialog({
  job,
  onClose,
  onDone,
}: {
  job: EmployerJob;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const remove = useDeleteJob();
  const count = job.applications_count;
  return (
    <ConfirmDialog
      title="Delete job posting"
      confirmLabel="Delete job posting"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: DELETE_JOB_FAILED, error: remove.error } : null}
      onConfirm={() =>
        remove.mutate(job.post_id, { onSuccess: (answer) => onDone(jobDeletedMessage(answer.notified_applicants)) })
      }
      onClose={onClose}
    >
      <p>
        Delete <strong>{job.job_title}</strong>? This action cannot be undone.
      </p>
      {count > 0 ? (
        <p>{count === 1 ? 'Its 1 application' : `Its ${count} applications`} will be removed with it.</p>
      ) : null}
    </ConfirmDialog>
  );
}
