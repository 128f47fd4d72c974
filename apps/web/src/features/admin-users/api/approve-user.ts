import { adminUsersApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ADMIN_DECISIONS_QUERY_KEY } from './get-admin-decisions';
import { ADMIN_USERS_QUERY_KEY } from './get-pending-users';

/** Activates a pending registration (POST /api/admin/approve-user/{userId}/, no body). */
export function approveUser(userId: number): Promise<MessageResponse> {
  return callApi(adminUsersApi.approveUser, { params: { userId } });
}

/** Approves, then refreshes the lists of people and the decision history. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DECISIONS_QUERY_KEY }),
      ]);
    },
  });
}
