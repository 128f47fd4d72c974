import { reportsApi, type AdminReport } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Prefix of the admin's report queries; resolve, dismiss and content deletion invalidate by it. */
export const ADMIN_REPORTS_QUERY_KEY = ['admin', 'reports'] as const;

/** Every report, with its reported content (GET /api/admin/reports/). */
export function getAdminReports(signal?: AbortSignal): Promise<AdminReport[]> {
  return callApi(reportsApi.listReports, { ...(signal ? { signal } : {}) });
}

/** Query options of the Manage Reports list. */
export function adminReportsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_REPORTS_QUERY_KEY, 'all'] as const,
    queryFn: ({ signal }) => getAdminReports(signal),
  });
}

/** The reports, for the Manage Reports screen. */
export function useAdminReports() {
  return useQuery(adminReportsQueryOptions());
}
