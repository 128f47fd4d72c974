import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDeleteUser } from '../api/delete-user';
import { ActionError } from './action-feedback';
import { personName } from './person';
import { ReasonField } from './reason-field';
import { UserDialog, type UserDialogProps } from './user-dialog';

export const DELETE_ERROR = 'Failed to delete user. Please try again.';

/** The spec's delete confirmation, naming the person so the admin knows whom it is about. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: UserDialogProps & {
  /** Called with the server's message once the user is deleted and the list is fresh. */
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteUser();
  const [reason, setReason] = useState('');
  return (
    <UserDialog title="Delete User" role="alertdialog" isBusy={remove.isPending} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>Are you sure you want to delete this user? This action cannot be undone.</p>
        <p>
          <strong>{personName(user)}</strong> ({user.email}, user ID {user.user}) will be e-mailed that their account
          was closed, and their account and PWD card image will be deleted.
        </p>
        <ReasonField
          value={reason}
          onChange={setReason}
          description="Included in the e-mail, so the person knows why their account was closed."
        />
        {remove.isError ? <ActionError message={DELETE_ERROR} error={remove.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onPress={() =>
              remove.mutate({ userId: user.user, reason }, { onSuccess: (answer) => onDeleted(answer.message) })
            }
            isPending={remove.isPending}
          >
            Delete User
          </Button>
        </div>
      </div>
    </UserDialog>
  );
}
