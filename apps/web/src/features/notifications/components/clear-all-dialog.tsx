import { NOTIFICATION_MESSAGES } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { CLEAR_ALL_FAILED } from './notification-messages';

/** Asks before deleting every notification; a failure is shown inside and the dialog stays open. */
export function ClearAllDialog({
  total,
  onClose,
  onDone,
}: {
  total: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const clear = useDeleteAllNotifications();
  return (
    <ConfirmDialog
      title="Clear all notifications"
      confirmLabel="Clear all"
      isDestructive
      isBusy={clear.isPending}
      failure={clear.isError ? { message: CLEAR_ALL_FAILED, error: clear.error } : null}
      onConfirm={() => clear.mutate(undefined, { onSuccess: () => onDone(NOTIFICATION_MESSAGES.allDeleted) })}
      onClose={onClose}
    >
      <p>
        Delete {total === 1 ? 'your 1 notification' : `all ${total} of your notifications`}? This action cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
