import { jobsApi, type JobDetail } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every query about one job starts with this key. */
export function jobQueryKey(jobId: number) {
  return ['job', jobId] as const;
}

/**
 * One job's details (GET /api/job/{id}, sent without a token). The one query of this call: the edit
 * form here and the job seeker's apply page share it, so a save here refreshes both.
 */
export function getJob(jobId: number, signal?: AbortSignal): Promise<JobDetail> {
  return callApi(jobsApi.jobDetail, { params: { post_id: jobId }, auth: false, ...(signal ? { signal } : {}) });
}

/** Query options of one job. */
export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: jobQueryKey(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
  });
}

/** One job (the edit form, the apply page); pass null for a missing or invalid id (nothing is fetched). */
export function useJob(jobId: number | null) {
  return useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
}
