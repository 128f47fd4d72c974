import { APPLICATION_MESSAGES, type Applicant } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useApproveApplication } from '../api/approve-application';
import { useDeclineApplication } from '../api/decline-application';
import { useDeleteApplication } from '../api/delete-application';

export const APPROVE_FAILED = 'Failed to approve application. Please try again.';
export const DECLINE_FAILED = 'Failed to decline application. Please try again.';
export const DELETE_APPLICATION_FAILED = 'Failed to delete application. Please try again.';

interface DecisionDialogProps {
  applicant: Applicant;
  onClose: () => void;
  /** Called with the spec's success message once the action succeeded. */
  onDone: (message: string) => void;
}

/** Who applied for what, named in every confirmation so the employer knows whom it is about. */
function Who({ applicant }: { applicant: Applicant }) {
  return (
    <>
      <strong>{applicant.applicant_name}</strong> for <strong>{applicant.job_post__job_title}</strong>
    </>
  );
}

/** Confirms approving a pending application. */
export function ApproveApplicationDialog({ applicant, onClose, onDone }: DecisionDialogProps) {
  const approve = useApproveApplication();
  return (
    <ConfirmDialog
      title="Approve application"
      confirmLabel="Approve application"
      isBusy={approve.isPending}
      failure={approve.isError ? { message: APPROVE_FAILED, error: approve.error } : null}
      onConfirm={() =>
        approve.mutate(applicant.application_id, { onSuccess: () => onDone(APPLICATION_MESSAGES.approved) })
      }
      onClose={onClose}
    >
      <p>
        Approve the application of <Who applicant={applicant} />? The candidate will be notified.
      </p>
    </ConfirmDialog>
  );
}

/** Confirms declining a pending application. */
export function DeclineApplicationDialog({ applicant, onClose, onDone }: DecisionDialogProps) {
  const decline = useDeclineApplication();
  return (
    <ConfirmDialog
      title="Decline application"
      confirmLabel="Decline application"
      isDestructive
      isBusy={decline.isPending}
      failure={decline.isError ? { message: DECLINE_FAILED, error: decline.error } : null}
      onConfirm={() =>
        decline.mutate(applicant.application_id, { onSuccess: () => onDone(APPLICATION_MESSAGES.declined) })
      }
      onClose={onClose}
    >
      <p>
        Decline the application of <Who applicant={applicant} />? The candidate will be notified.
      </p>
    </ConfirmDialog>
  );
}

/** Confirms deleting a pending application. */
export function DeleteApplicationDialog({ applicant, onClose, onDone }: DecisionDialogProps) {
  const remove = useDeleteApplication();
  return (
    <ConfirmDialog
      title="Delete application"
      confirmLabel="Delete application"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: DELETE_APPLICATION_FAILED, error: remove.error } : null}
      onConfirm={() =>
        remove.mutate(applicant.application_id, { onSuccess: () => onDone(APPLICATION_MESSAGES.deleted) })
      }
      onClose={onClose}
    >
      <p>
        Delete the application of <Who applicant={applicant} />? This action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
