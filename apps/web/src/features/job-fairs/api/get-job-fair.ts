import { jobFairsApi, type JobFair } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys } from './job-fair-keys';

/** One job fair (GET /api/jobfairs/{id}/); the online link only for its employer, admins and registrants. */
export function getJobFair(jobFairId: number, signal?: AbortSignal): Promise<JobFair> {
  return callApi(jobFairsApi.get, { params: { id: jobFairId }, ...(signal ? { signal } : {}) });
}

/** Query options of one job fair. */
export function jobFairQueryOptions(jobFairId: number) {
  return queryOptions({
    queryKey: jobFairKeys.detail(jobFairId),
    queryFn: ({ signal }) => getJobFair(jobFairId, signal),
  });
}

/** One job fair; pass null for a missing or invalid id (nothing is fetched). */
export function useJobFair(jobFairId: number | null) {
  return useQuery({ ...jobFairQueryOptions(jobFairId ?? 0), enabled: jobFairId !== null });
}
