import { adminEmployersApi, type AdminEmployerFilters } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ADMIN_EMPLOYERS_QUERY_KEY } from './get-employers';

/** The industries and locations employers have, for the filter lists (GET /api/admin/employer-filters/). */
export function getEmployerFilters(signal?: AbortSignal): Promise<AdminEmployerFilters> {
  return callApi(adminEmployersApi.employerFilters, { ...(signal ? { signal } : {}) });
}

export function employerFiltersQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_EMPLOYERS_QUERY_KEY, 'filters'] as const,
    queryFn: ({ signal }) => getEmployerFilters(signal),
  });
}

/** The Industry and Location choices of Manage Employers. */
export function useEmployerFilters() {
  return useQuery(employerFiltersQueryOptions());
}
