import { notificationListSchema, type Notification } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Until live push arrives, the list is refreshed this often while someone is signed in. */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** Prefix of every notifications query; mutations invalidate by it. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** One key per user, so a new sign-in in the same tab never shows the previous person's list. */
export function notificationsQueryKey(userId: number) {
  return [...NOTIFICATIONS_QUERY_KEY, userId] as const;
}

/** The signed-in user's notifications, newest first (GET /api/get-notifications/). */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiRequest('/api/get-notifications/', { schema: notificationListSchema, ...(signal ? { signal } : {}) });
}

/** Query options shared by the bell and the notifications page, so both read one cache entry. */
export function notificationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });
}

/** The notifications of the given user; pass null when nobody is signed in (nothing is fetched). */
export function useNotifications(userId: number | null) {
  return useQuery({ ...notificationsQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** How many notifications are still unread (the badge count). */
export function countUnread(notifications: readonly Notification[] | undefined): number {
  return notifications?.filter((n) => !n.is_read).length ?? 0;
}
