import { reportsApi, type AdminReport } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';
import { ADMIN_REPORTS_QUERY_KEY } from './get-admin-reports';

/** Marks a pending report dismissed (PATCH /api/admin/reports/{id}/dismiss/, no body); answers the report. */
export function dismissReport(reportId: number): Promise<AdminReport> {
  return callApi(reportsApi.dismissReport, { params: { id: reportId } });
}

/**
 * Dismisses, then refreshes the reports and the audit log (the decision is recorded there). A failure
 * refreshes them too: the usual cause is that another admin already decided, and the list should show that.
 */
export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReport,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
      ]);
    },
  });
}
