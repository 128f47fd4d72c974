import { JOB_FAIR_MESSAGES, type JobFair } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteJobFair } from '../api/delete-job-fair';

/** Who will be told of the deletion, in words. */
export function registrantsToldText(fair: Pick<JobFair, 'registrations_count' | 'waitlist_count'>): string {
  const people = fair.registrations_count + fair.waitlist_count;
  if (people === 0) return 'Nobody has registered yet.';
  const who = people === 1 ? 'The 1 person' : `All ${people} people`;
  return `${who} who registered (including the waiting list) will be told in the app and by e-mail.`;
}

/** Confirms deleting a job fair, saying that its registrants will be told. */
export function DeleteJobFairDialog({
  fair,
  onClose,
  onDone,
}: {
  fair: JobFair;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const remove = useDeleteJobFair();
  return (
    <ConfirmDialog
      title="Delete job fair"
      confirmLabel="Delete job fair"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: JOB_FAIR_MESSAGES.deleteFailed, error: remove.error } : null}
      onConfirm={() => remove.mutate(fair.id, { onSuccess: () => onDone(JOB_FAIR_MESSAGES.deleted) })}
      onClose={onClose}
    >
      <p>
        Delete <strong>{fair.title}</strong>? This cannot be undone.
      </p>
      <p>{registrantsToldText(fair)}</p>
    </ConfirmDialog>
  );
}
