import { notificationsApi, type EndpointResult, type Notification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

type DeleteNotificationResponse = EndpointResult<typeof notificationsApi.delete>;

/** Deletes one notification of the signed-in user (DELETE /api/delete-notification/{id}/). */
export function deleteNotification(id: number): Promise<DeleteNotificationResponse> {
  return callApi(notificationsApi.delete, { params: { id } });
}

/**
 * Deletes one notification and takes it off every cached list once the server agrees (not before, so a
 * failed delete never makes a row vanish and come back). Failures are logged here; the screen says so.
 */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY }, (list) =>
        list?.filter((n) => n.id !== id),
      );
    },
    onError: (error) => console.warn('Could not delete the notification', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
