import { notificationFrameSchema, SOCKET_PATHS, type Notification } from '@kakayahan/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openLiveSocket } from '../../../lib/live-socket';
import { notificationsQueryKey } from '../api/get-notifications';
import { newNotificationMessage } from './notification-messages';

export const NOTIFICATIONS_SOCKET_PATH = SOCKET_PATHS.notifications;

/**
 * Puts a pushed notification at the top of the user's cached list (once, even if pushed twice). With no
 * list cached yet, or a fetch under way that may have started before it was created, the list is
 * fetched again instead, so the push is never lost under an older answer.
 */
export function addPushedNotification(queryClient: QueryClient, userId: number, notification: Notification): void {
  const queryKey = notificationsQueryKey(userId);
  const isFetching = queryClient.isFetching({ queryKey }) > 0;
  queryClient.setQueryData<Notification[]>(queryKey, (list) =>
    list ? [notification, ...list.filter((n) => n.id !== notification.id)] : list,
  );
  if (queryClient.getQueryData(queryKey) === undefined || isFetching) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Live notifications for the signed-in user (run by the header's bell, so it works on every page that
 * shows the header, for every role): opens /ws/notifications/ while `userId` is set and closes it on
 * unmount or sign-out. A pushed notification joins the cached list, so the badge and the notifications
 * page change without a reload, and is announced politely. On every (re)connection the list is fetched
 * again to catch up on anything sent while away. Frames that do not match the contract are ignored.
 *
 * Returns the announcement to place in a live region, and whether the socket is open (the bell polls
 * while it is not).
 */
export function useLiveNotifications(userId: number | null) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    const socket = openLiveSocket({
      path: NOTIFICATIONS_SOCKET_PATH,
      onMessage: (data) => {
        const frame = notificationFrameSchema.safeParse(data);
        if (!frame.success) return;
        addPushedNotification(queryClient, userId, frame.data.notification);
        setAnnouncement(newNotificationMessage(frame.data.notification.title));
      },
      onOpen: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) }),
      onStatus: (status) => setIsLive(status === 'open'),
    });
    return () => {
      socket.close();
      setIsLive(false);
    };
  }, [queryClient, userId]);

  return { announcement, isLive };
}
