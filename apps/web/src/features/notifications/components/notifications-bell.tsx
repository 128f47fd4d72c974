import type { Notification } from '@kakayahan/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { LiveRegion } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useSession } from '../../../lib/session';
import { countUnread, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { ALL_MARKED_READ_MESSAGE, MARK_ALL_READ_FAILED, MARK_READ_FAILED } from './notification-messages';
import { NotificationSummary } from './notification-summary';
import { useFocusWhenRead } from './use-focus-when-read';
import { useLiveNotifications } from './use-live-notifications';

/** The accessible name of the bell: the unread count is said here, the visual badge is hidden. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

function BellRow({ notification, onMarkRead }: { notification: Notification; onMarkRead: (id: number) => void }) {
  const { rowRef, markActivated } = useFocusWhenRead<HTMLLIElement>(notification.is_read);
  function handlePress() {
    markActivated();
    onMarkRead(notification.id);
  }
  return (
    <li ref={rowRef} tabIndex={-1} className="focus-visible:outline-offset-[-3px]">
      {notification.is_read ? (
        <div className="px-3 py-3">
          <NotificationSummary notification={notification} />
        </div>
      ) : (
        <AriaButton
          onPress={handlePress}
          className="block min-h-11 w-full cursor-pointer bg-brand-50 px-3 py-3 text-left data-[focus-visible]:outline-offset-[-3px] data-[hovered]:bg-brand-100"
        >
          <NotificationSummary notification={notification} />
          <span className="sr-only">, select to mark as read</span>
        </AriaButton>
      )}
    </li>
  );
}

function NotificationsPanel({
  notifications,
  isLoading,
  isError,
  close,
}: {
  notifications: Notification[] | undefined;
  isLoading: boolean;
  isError: boolean;
  close: () => void;
}) {
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const unread = countUnread(notifications);

  function handleMarkAll() {
    setAnnouncement('');
    markAll.mutate(undefined, {
      onSuccess: () => {
        setAnnouncement(ALL_MARKED_READ_MESSAGE);
        // The button goes away with the last unread item; keep focus inside the panel.
        listRef.current?.focus();
      },
      onError: () => setAnnouncement(MARK_ALL_READ_FAILED),
    });
  }

  function handleMarkRead(id: number) {
    setAnnouncement('');
    // mutateAsync: mutate's own callbacks would fire only for the latest of several quick presses.
    markOne.mutateAsync(id).catch(() => setAnnouncement(MARK_READ_FAILED));
  }

  let body;
  if (notifications && notifications.length > 0) {
    body = (
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label="Latest notifications"
        className="max-h-96 divide-y divide-slate-200 overflow-y-auto"
      >
        {notifications.map((n) => (
          <BellRow key={n.id} notification={n} onMarkRead={handleMarkRead} />
        ))}
      </ul>
    );
  } else if (isLoading) {
    body = (
      <div className="px-3">
        <Loading label="Loading notifications…" />
      </div>
    );
  } else if (isError) {
    body = <p className="px-3 py-4 text-slate-800">Notifications could not be loaded.</p>;
  } else {
    body = <p className="px-3 py-4 text-slate-800">No notifications</p>;
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b-2 border-slate-200 px-3 py-2">
        <Heading slot="title" className="m-0 text-lg font-bold text-slate-900">
          Notifications
        </Heading>
        {unread > 0 ? (
          <Button variant="ghost" className="px-2 text-brand-800" onPress={handleMarkAll} isPending={markAll.isPending}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      <LiveRegion className="sr-only">{announcement}</LiveRegion>
      {body}
      <div className="border-t-2 border-slate-200 p-2">
        <LinkButton to="/notifications" variant="ghost" className="w-full text-brand-800" onClick={close}>
          View all notifications
        </LinkButton>
      </div>
    </>
  );
}

/**
 * The signed-in header's bell (document 1 §2): a real button whose name carries the unread count,
 * opening a popover dialog with the latest notifications. New notifications arrive live (and are
 * announced); while the live socket is down the list is refreshed every minute instead. A failed load
 * is only logged (document 1 §8); a failed update is said in the panel.
 */
export function NotificationsBell() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const live = useLiveNotifications(userId);
  const { data, error, isPending, isError } = useNotifications(userId, { poll: !live.isLive });
  useEffect(() => {
    if (error) console.warn('Could not load notifications', error);
  }, [error]);
  if (!session) return null;
  const unread = countUnread(data);

  return (
    <>
      <DialogTrigger>
        <AriaButton
          aria-label={bellLabel(unread)}
          className="relative flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border-2 border-slate-300 px-2 font-semibold text-slate-900 data-[hovered]:bg-slate-100"
        >
          <BellIcon />
          <span className="hidden sm:inline">Notifications</span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute -top-2 -right-2 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-white bg-red-700 px-1 text-xs font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </AriaButton>
        <Popover
          placement="bottom end"
          className="w-[calc(100vw-1.5rem)] max-w-sm overflow-y-auto rounded-md border-2 border-slate-300 bg-white shadow-lg"
        >
          <Dialog className="outline-none">
            {({ close }) => (
              <NotificationsPanel notifications={data} isLoading={isPending} isError={isError} close={close} />
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
      {/* react-aria hides everything outside an open popover from assistive technology except its "top
          layer"; a notification arriving while the list is open must still be heard. */}
      <div data-react-aria-top-layer="" className="sr-only">
        <LiveRegion>{live.announcement}</LiveRegion>
      </div>
    </>
  );
}
