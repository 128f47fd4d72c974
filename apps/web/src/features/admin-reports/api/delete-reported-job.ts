import { adminEmployersApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';
import { ADMIN_REPORTS_QUERY_KEY } from './get-admin-reports';

export interface DeleteReportedJobInput {
  jobId: number;
  /** Optional; told to the employer. Sent only when the admin wrote one. */
  reason?: string;
}

/**
 * Deletes a reported job post with the applications to it (DELETE /api/admin/delete-job/{jobId}/,
 * optional JSON {reason}); the server tells the employer and the applicants and resolves the job's
 * pending reports.
 */
export function deleteReportedJob({ jobId, reason }: DeleteReportedJobInput): Promise<MessageResponse> {
  const trimmed = reason?.trim() ?? '';
  return callApi(adminEmployersApi.deleteJob, {
    params: { jobId },
    body: trimmed ? { reason: trimmed } : undefined,
  });
}

/**
 * Deletes, then refreshes the reports (they now say the content was deleted), the audit log (a new
 * entry) and the platform statistics (the job and its applications no longer count).
 */
export function useDeleteReportedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedJob,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLATFORM_STATISTICS_QUERY_KEY }),
      ]);
    },
  });
}
