import { markAllNotificationsReadResponseSchema, type Notification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

type MarkAllResponse = z.infer<typeof markAllNotificationsReadResponseSchema>;

/** Marks every notification of the signed-in user read (PATCH /api/mark-all-notifications-read/). */
export function markAllNotificationsRead(): Promise<MarkAllResponse> {
  return apiRequest('/api/mark-all-notifications-read/', {
    method: 'PATCH',
    schema: markAllNotificationsReadResponseSchema,
  });
}

/** Marks all read, then refreshes the list. A failure is logged here; the screens say so. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueriesData<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY }, (list) =>
        list?.map((n) => ({ ...n, is_read: true })),
      );
    },
    onError: (error) => console.warn('Could not mark all notifications as read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
