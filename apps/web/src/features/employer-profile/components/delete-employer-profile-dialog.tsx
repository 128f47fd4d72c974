import { EMPLOYER_PROFILE_MESSAGES } from '@kakayahan/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { leaveDeletedAccount } from '../../../lib/leave-deleted-account';
import { useDeleteEmployerAccount } from '../api/delete-employer-account';

export const DELETE_EMPLOYER_PROFILE_MESSAGES = {
  title: 'Delete Your Profile',
  confirm:
    'Are you sure you want to delete your profile? This action cannot be undone and all your data will be permanently removed.',
  scope: 'Your company profile, your job postings and their applications will be deleted, and you will be signed out.',
  failed: 'Failed to delete profile. Please try again.',
} as const;

/** The server's own reason for a refusal the person can act on, if it gave one. */
function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500
    ? error.message
    : undefined;
}

/**
 * The delete confirmation (document 2 §8). While the call runs the dialog cannot be dismissed, so its
 * outcome is not hidden; a failure is shown in the dialog (the original only logged it); a success
 * signs the person out and reloads at /, where the deletion is confirmed.
 */
export function DeleteEmployerProfileDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const remove = useDeleteEmployerAccount();
  const isBusy = remove.isPending || remove.isSuccess;

  function handleClose() {
    remove.reset();
    onClose();
  }

  return (
    <Dialog
      title={DELETE_EMPLOYER_PROFILE_MESSAGES.title}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(open) => {
        if (!open) handleClose();
      }}
    >
      <div className="flex flex-col gap-4">
        <p>{DELETE_EMPLOYER_PROFILE_MESSAGES.confirm}</p>
        <p>{DELETE_EMPLOYER_PROFILE_MESSAGES.scope}</p>
        {remove.isError ? (
          <Alert tone="error" title={DELETE_EMPLOYER_PROFILE_MESSAGES.failed}>
            {failureDetail(remove.error)}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={handleClose} isDisabled={isBusy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isPending={isBusy}
            onPress={() =>
              remove.mutate(undefined, { onSuccess: () => leaveDeletedAccount(EMPLOYER_PROFILE_MESSAGES.deleted) })
            }
          >
            {isBusy ? 'Deleting...' : 'Delete Profile'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
