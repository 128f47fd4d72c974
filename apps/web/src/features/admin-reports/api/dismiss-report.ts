import { reportsApi, type AdminReport } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ADMIN_REPORTS_QUERY_KEY } from './get-admin-reports';

/** Marks a pending report dismissed (PATCH /api/admin/reports/{id}/dismiss/, no body); answers the report. */
export function dismissReport(reportId: number): Promise<AdminReport> {
  return callApi(reportsApi.dismissReport, { params: { id: reportId } });
}

/**
 * Dismisses, then refreshes the reports. A failure refreshes them too: the usual cause is that another
 * admin already decided, and the list should show that.
 */
export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_QUERY_KEY }),
  });
}
