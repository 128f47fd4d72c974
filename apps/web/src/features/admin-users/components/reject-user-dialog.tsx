import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useRejectUser } from '../api/reject-user';
import { ActionError } from './action-feedback';
import { personName } from './person';
import { ReasonField } from './reason-field';
import { UserDialog, type UserDialogProps } from './user-dialog';

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

  function handleReject() {
    reject.mutate({ userId: user.user, reason }, { onSuccess: (answer) => onRejected(answer.message) });
  }

  return (
    <UserDialog title="Reject registration" role="alertdialog" isBusy={reject.isPending} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>
          Reject the registration of <strong>{name}</strong> ({user.email})? They will be e-mailed that their
          registration was not approved, and their registration and PWD card image will be deleted. This cannot be
          undone.
        </p>
        <ReasonField
          value={reason}
          onChange={setReason}
          description="Included in the e-mail, so the person knows what to fix."
        />
        {reject.isError ? <ActionError message={REJECT_ERROR} error={reject.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={reject.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onPress={handleReject} isPending={reject.isPending}>
            Reject registration
          </Button>
        </div>
      </div>
    </UserDialog>
  );
}
