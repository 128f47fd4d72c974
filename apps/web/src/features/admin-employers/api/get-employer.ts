import { adminEmployersApi, type AdminEmployerDetail } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ADMIN_EMPLOYERS_QUERY_KEY } from './get-employers';

/** One employer's full company profile and every job they posted (GET /api/admin/employers/{userId}/). */
export function getEmployer(userId: number, signal?: AbortSignal): Promise<AdminEmployerDetail> {
  return callApi(adminEmployersApi.getEmployer, { params: { userId }, ...(signal ? { signal } : {}) });
}

export function employerQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...ADMIN_EMPLOYERS_QUERY_KEY, 'detail', userId] as const,
    queryFn: ({ signal }) => getEmployer(userId, signal),
  });
}

/** The employer the view dialog shows. */
export function useEmployer(userId: number) {
  return useQuery(employerQueryOptions(userId));
}
