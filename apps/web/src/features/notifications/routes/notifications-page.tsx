import type { Notification } from '@kakayahan/contracts';
import { useEffect, useRef, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { countUnread, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { ALL_MARKED_READ_MESSAGE } from '../components/notifications-bell';
import { NotificationSummary } from '../components/notification-summary';
import { useFocusWhenRead } from '../components/use-focus-when-read';

export const LOAD_ERROR_MESSAGE = 'Failed to load notifications. Please try again.';

function NotificationRow({
  notification,
  onMarkRead,
}: {
  notification: Notification;
  onMarkRead: (id: number) => void;
}) {
  const { rowRef, markActivated } = useFocusWhenRead<HTMLLIElement>(notification.is_read);
  function handleMarkRead() {
    markActivated();
    onMarkRead(notification.id);
  }
  return (
    <li
      ref={rowRef}
      tabIndex={-1}
      className={`flex flex-col gap-3 rounded-md border-2 p-4 sm:flex-row sm:items-start sm:justify-between ${
        notification.is_read ? 'border-slate-200 bg-white' : 'border-brand-700 bg-brand-50'
      }`}
    >
      <NotificationSummary notification={notification} titleAs="h2" />
      {notification.is_read ? null : (
        <Button variant="secondary" className="shrink-0" onPress={handleMarkRead}>
          Mark as read<span className="sr-only">: {notification.title}</span>
        </Button>
      )}
    </li>
  );
}

/** /notifications: every notification of the signed-in user, with read state in words (document 2 §2). */
export default function NotificationsPage() {
  const session = useSession();
  const query = useNotifications(session?.userId ?? null);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const notifications = query.data;
  const unread = countUnread(notifications);

  useEffect(() => {
    // A failed background refresh keeps the list on screen; it is only logged (document 2 §8).
    if (query.error && notifications) console.warn('Could not refresh notifications', query.error);
  }, [query.error, notifications]);

  function handleMarkAll() {
    setAnnouncement('');
    markAll.mutate(undefined, {
      onSuccess: () => {
        setAnnouncement(ALL_MARKED_READ_MESSAGE);
        // The button is disabled now that nothing is unread; move focus somewhere useful.
        listRef.current?.focus();
      },
    });
  }

  let content;
  if (notifications) {
    content =
      notifications.length === 0 ? (
        <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">No notifications</p>
          <p className="text-slate-800">You don&apos;t have any notifications yet.</p>
        </div>
      ) : (
        <ul ref={listRef} tabIndex={-1} aria-label="Your notifications" className="flex flex-col gap-3">
          {notifications.map((n) => (
            <NotificationRow key={n.id} notification={n} onMarkRead={(id) => markOne.mutate(id)} />
          ))}
        </ul>
      );
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{LOAD_ERROR_MESSAGE}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading notifications…" />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <PageHeading>Notifications</PageHeading>
          {notifications ? (
            <p className="rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">{unread} new</p>
          ) : null}
        </div>
        {notifications ? (
          <Button variant="secondary" onPress={handleMarkAll} isDisabled={unread === 0} isPending={markAll.isPending}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      <LiveRegion className="sr-only">{announcement}</LiveRegion>
      {content}
    </div>
  );
}
