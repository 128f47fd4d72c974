import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useRejectUser } from '../api/reject-user';
import type { UserDialogProps } from './details-list';
import { personName } from './person';
import { ReasonField } from './reason-field';

export const REJECT_ERROR = 'Failed to reject user. Please try again.';

/**
 * Confirms a rejection, with an optional reason that goes into the e-mail the person receives. Says
 * plainly what happens: the person is told, and their registration and card image are deleted.
 */
export function RejectUserDialog({
  user,
  onClose,
  onRejected,
}: UserDialogProps & {
  /** Called with the server's message once the person is rejected and the lists are fresh. */
  onRejected: (message: string) => void;
}) {
  const reject = useRejectUser();
  const [reason, setReason] = useState('');
  const name = personName(user);
  return (
    <ConfirmDialog
      title="Reject registration"
      confirmLabel="Reject registration"
      isDestructive
      isBusy={reject.isPending}
      failure={reject.isError ? { message: REJECT_ERROR, error: reject.error } : null}
      onConfirm={() =>
        reject.mutate({ userId: user.user, reason }, { onSuccess: (answer) => onRejected(answer.message) })
      }
      onClose={onClose}
    >
      <p>
        Reject the registration of <strong>{name}</strong> ({user.email})? They will be e-mailed that their registration
        was not approved, and their registration and PWD card image will be deleted. This cannot be undone.
      </p>
      <ReasonField
        value={reason}
        onChange={setReason}
        description="Included in the e-mail, so the person knows what to fix."
      />
    </ConfirmDialog>
  );
}
