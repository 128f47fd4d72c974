import { adminEmployersApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';
import { ADMIN_EMPLOYERS_QUERY_KEY } from './get-employers';

export interface DeleteEmployerInput {
  userId: number;
  /** Optional; sent only when the admin wrote one (the spec's call has no body). */
  reason?: string;
}

/**
 * Deletes an employer with their jobs, the applications to them and their job fairs
 * (DELETE /api/admin/delete-employer/{userId}/, optional JSON {reason} for the employer's e-mail).
 */
export function deleteEmployer({ userId, reason }: DeleteEmployerInput): Promise<MessageResponse> {
  const trimmed = reason?.trim() ?? '';
  // No reason, no body at all (as the spec's call).
  return callApi(adminEmployersApi.deleteEmployer, {
    params: { userId },
    body: trimmed ? { reason: trimmed } : undefined,
  });
}

/** Deletes, then refreshes the employer lists, the audit log and the platform statistics (their counts change). */
export function useDeleteEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployer,
    onSuccess: async () => {
      await Promise.all([
        // The lists and the filter choices; the deleted employer's own details are not asked for again.
        queryClient.invalidateQueries({ queryKey: [...ADMIN_EMPLOYERS_QUERY_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...ADMIN_EMPLOYERS_QUERY_KEY, 'filters'] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLATFORM_STATISTICS_QUERY_KEY }),
      ]);
    },
  });
}
