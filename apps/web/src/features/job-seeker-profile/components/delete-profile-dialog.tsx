import { PROFILE_MESSAGES } from '@kakayahan/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { leaveDeletedAccount } from '../../../lib/leave-deleted-account';
import { useDeleteAccount } from '../api/delete-account';

export const DELETE_PROFILE_MESSAGES = {
  title: 'Delete Your Profile',
  confirm:
    'Are you sure you want to delete your profile? This action cannot be undone and all your data will be permanently removed.',
  failed: 'Failed to delete profile. Please try again.',
} as const;

/**
 * The delete confirmation (document 2 §8). Once the account is gone the session is cleared and the app
 * reloads at / (document 2 §4), which confirms the deletion; a failure is shown in the dialog.
 */
export function DeleteProfileDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const isBusy = remove.isPending || remove.isSuccess;

  function handleDelete() {
    remove.mutate(undefined, { onSuccess: () => leaveDeletedAccount(PROFILE_MESSAGES.deleted) });
  }

  return (
    <Dialog
      title={DELETE_PROFILE_MESSAGES.title}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <div className="flex flex-col gap-4">
        <p>{DELETE_PROFILE_MESSAGES.confirm}</p>
        {remove.isError ? <Alert tone="error">{DELETE_PROFILE_MESSAGES.failed}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onPress={() => {
              remove.reset();
              onClose();
            }}
            isDisabled={isBusy}
          >
            Cancel
          </Button>
          <Button variant="danger" onPress={handleDelete} isPending={isBusy}>
            {isBusy ? 'Deleting...' : 'Delete Profile'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
