import { notificationsApi, type EndpointResult, type Notification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

type MarkAllResponse = EndpointResult<typeof notificationsApi.markAllRead>;

/** Marks every notification of the signed-in user read (PATCH /api/mark-all-notifications-read/). */
export function markAllNotificationsRead(): Promise<MarkAllResponse> {
  return callApi(notificationsApi.markAllRead);
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
