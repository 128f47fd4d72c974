import { adminUsersApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-pending-users';

/** Activates a pending registration (POST /api/admin/approve-user/{userId}/, no body). */
export function approveUser(userId: number): Promise<MessageResponse> {
  return callApi(adminUsersApi.approveUser, { params: { userId } });
}

/** Approves, then refreshes the lists of people, the audit log and the platform statistics (their counts change). */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLATFORM_STATISTICS_QUERY_KEY }),
      ]);
    },
  });
}
