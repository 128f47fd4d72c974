import { adminUsersApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ADMIN_DECISIONS_QUERY_KEY } from './get-admin-decisions';
import { ADMIN_USERS_QUERY_KEY } from './get-pending-users';

export interface DeleteUserInput {
  userId: number;
  /** Optional; sent only when the admin wrote one (the spec's call has no body). */
  reason?: string;
}

/** Deletes a user (DELETE /api/admin/delete-user/{userId}/, optional JSON {reason} for their e-mail). */
export function deleteUser({ userId, reason }: DeleteUserInput): Promise<MessageResponse> {
  const trimmed = reason?.trim() ?? '';
  // No reason, no body at all (as the spec's call).
  return callApi(adminUsersApi.deleteUser, { params: { userId }, body: trimmed ? { reason: trimmed } : undefined });
}

/** Deletes, then refreshes the lists of people and the decision history. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DECISIONS_QUERY_KEY }),
      ]);
    },
  });
}
