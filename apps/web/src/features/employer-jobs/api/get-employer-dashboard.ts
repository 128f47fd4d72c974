import { applicationsApi, type EmployerDashboard } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every query of this feature that shows the employer's own jobs starts with this key. */
export const EMPLOYER_JOBS_QUERY_KEY = ['employer-jobs'] as const;
export const EMPLOYER_DASHBOARD_QUERY_KEY = [...EMPLOYER_JOBS_QUERY_KEY, 'dashboard'] as const;

/** The employer's stats, applicants and postings (GET /api/employer-dashboard). */
export function getEmployerDashboard(signal?: AbortSignal): Promise<EmployerDashboard> {
  return callApi(applicationsApi.employerDashboard, { ...(signal ? { signal } : {}) });
}

/** Query options of the employer dashboard. */
export function employerDashboardQueryOptions() {
  return queryOptions({
    queryKey: EMPLOYER_DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => getEmployerDashboard(signal),
  });
}

/** The employer dashboard's data. */
export function useEmployerDashboard() {
  return useQuery(employerDashboardQueryOptions());
}
