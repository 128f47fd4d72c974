import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteUser } from '../api/delete-user';
import type { UserDialogProps } from './details-list';
import { personName } from './person';
import { ReasonField } from './reason-field';

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
    <ConfirmDialog
      title="Delete User"
      confirmLabel="Delete User"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: DELETE_ERROR, error: remove.error } : null}
      onConfirm={() =>
        remove.mutate({ userId: user.user, reason }, { onSuccess: (answer) => onDeleted(answer.message) })
      }
      onClose={onClose}
    >
      <p>Are you sure you want to delete this user? This action cannot be undone.</p>
      <p>
        <strong>{personName(user)}</strong> ({user.email}, user ID {user.user}) will be e-mailed that their account was
        closed, and their account and PWD card image will be deleted.
      </p>
      <ReasonField
        value={reason}
        onChange={setReason}
        description="Included in the e-mail, so the person knows why their account was closed."
      />
    </ConfirmDialog>
  );
}
