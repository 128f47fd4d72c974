import { notificationsApi, type Notification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** Marks one notification read (PATCH /api/mark-notification-read/{id}/ with {is_read: true}). */
export function markNotificationRead(id: number): Promise<Notification> {
  return callApi(notificationsApi.markRead, { params: { id }, body: { is_read: true } });
}

/**
 * Marks one notification read. The list changes at once (the badge drops without waiting for the
 * network); on a failure the lists are put back as they were and the failure is logged here (the
 * screens say so), and the refresh afterwards shows the true state.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const before = queryClient.getQueriesData<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY });
      queryClient.setQueriesData<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY }, (list) =>
        list?.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
      );
      return { before };
    },
    onError: (error, _id, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      console.warn('Could not mark the notification as read', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
