import { deleteAllNotificationsResponseSchema, type Notification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

type DeleteAllNotificationsResponse = z.infer<typeof deleteAllNotificationsResponseSchema>;

/** Deletes every notification of the signed-in user (DELETE /api/delete-all-notifications/). */
export function deleteAllNotifications(): Promise<DeleteAllNotificationsResponse> {
  return apiRequest('/api/delete-all-notifications/', {
    method: 'DELETE',
    schema: deleteAllNotificationsResponseSchema,
  });
}

/** Deletes all notifications, then empties the cached lists and refreshes them. Failures are logged here. */
export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllNotifications,
    onSuccess: () => {
      queryClient.setQueriesData<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY }, (list) => (list ? [] : list));
    },
    onError: (error) => console.warn('Could not delete all notifications', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
