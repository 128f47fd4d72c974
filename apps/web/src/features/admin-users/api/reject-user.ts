import { adminUsersApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-pending-users';

export interface RejectUserInput {
  userId: number;
  /** Optional; sent only when the admin wrote one (the spec's call has no body). */
  reason?: string;
}

/** Rejects a pending registration (POST /api/admin/reject-user/{userId}/, optional JSON {reason}). */
export function rejectUser({ userId, reason }: RejectUserInput): Promise<MessageResponse> {
  const trimmed = reason?.trim() ?? '';
  // No reason, no body at all (as the spec's call).
  return callApi(adminUsersApi.rejectUser, { params: { userId }, body: trimmed ? { reason: trimmed } : undefined });
}

/** Rejects, then refreshes the lists of people, the audit log and the platform statistics (their counts change). */
export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLATFORM_STATISTICS_QUERY_KEY }),
      ]);
    },
  });
}
