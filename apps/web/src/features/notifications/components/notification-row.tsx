import type { Notification } from '@kakayahan/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NotificationSummary } from './notification-summary';
import { useFocusWhenRead } from './use-focus-when-read';

/**
 * One notification on the page: its words (title as an h3, so screen-reader users can jump between
 * them), Mark as read while unread, Delete, and the failure of the last action on it, said at once.
 */
export function NotificationRow({
  notification,
  isDeleting,
  error,
  registerRow,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  isDeleting: boolean;
  /** Why the last action on this row failed, if it did. */
  error: string | null;
  registerRow: (id: number, element: HTMLElement | null) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}) {
  const { rowRef, markActivated } = useFocusWhenRead<HTMLLIElement>(notification.is_read);
  function setRow(element: HTMLLIElement | null) {
    rowRef.current = element;
    registerRow(notification.id, element);
  }
  function handleMarkRead() {
    markActivated();
    onMarkRead(notification);
  }
  return (
    <li
      ref={setRow}
      tabIndex={-1}
      className={`flex flex-col gap-3 rounded-md border-2 p-4 ${
        notification.is_read ? 'border-slate-200 bg-white' : 'border-brand-700 bg-brand-50'
      }`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <NotificationSummary notification={notification} titleAs="h3" />
        <div className="flex shrink-0 flex-wrap gap-2">
          {notification.is_read ? null : (
            <Button variant="secondary" onPress={handleMarkRead}>
              Mark as read<span className="sr-only">: {notification.title}</span>
            </Button>
          )}
          <Button
            variant="ghost"
            className="border-2 border-red-700 text-red-800"
            onPress={() => onDelete(notification)}
            isPending={isDeleting}
          >
            Delete<span className="sr-only">: {notification.title}</span>
          </Button>
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </li>
  );
}
