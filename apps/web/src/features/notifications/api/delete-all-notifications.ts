import { notificationsApi, type EndpointResult, type Notification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

type DeleteAllNotificationsResponse = EndpointResult<typeof notificationsApi.deleteAll>;

/** Deletes every notification of the signed-in user (DELETE /api/delete-all-notifications/). */
export function deleteAllNotifications(): Promise<DeleteAllNotificationsResponse> {
  return callApi(notificationsApi.deleteAll);
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
