import { notificationsApi, type Notification } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** While the live socket is down (or not yet open), the bell refreshes the list this often. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** Prefix of every notifications query; mutations invalidate by it. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** One key per user, so a new sign-in in the same tab never shows the previous person's list. */
export function notificationsQueryKey(userId: number) {
  return [...NOTIFICATIONS_QUERY_KEY, userId] as const;
}

/** The signed-in user's notifications, newest first (GET /api/get-notifications/). */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return callApi(notificationsApi.list, { ...(signal ? { signal } : {}) });
}

/** Query options shared by the bell and the notifications page, so both read one cache entry. */
export function notificationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

/**
 * The notifications of the given user; pass null when nobody is signed in (nothing is fetched). New ones
 * arrive through the live socket (useLiveNotifications, run by the header's bell); `poll` refreshes the
 * list every minute instead, for while that socket is not open.
 */
export function useNotifications(userId: number | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...notificationsQueryOptions(userId ?? 0),
    enabled: userId !== null,
    refetchInterval: poll ? NOTIFICATIONS_REFETCH_MS : false,
  });
}

/** How many notifications are still unread (the badge count). */
export function countUnread(notifications: readonly Notification[] | undefined): number {
  return notifications?.filter((n) => !n.is_read).length ?? 0;
}
