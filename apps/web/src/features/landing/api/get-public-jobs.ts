import { jobsApi, type PublicJob } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const PUBLIC_JOBS_QUERY_KEY = ['public-jobs'] as const;

/** Every open job, readable without signing in (GET /api/all-jobs-public/). */
export function getPublicJobs(signal?: AbortSignal): Promise<PublicJob[]> {
  return callApi(jobsApi.publicJobs, { auth: false, ...(signal ? { signal } : {}) });
}

/** Query options for the public job list. */
export function publicJobsQueryOptions() {
  return queryOptions({ queryKey: PUBLIC_JOBS_QUERY_KEY, queryFn: ({ signal }) => getPublicJobs(signal) });
}

/** The public job list (the landing page's featured jobs are picked from it). */
export function usePublicJobs() {
  return useQuery(publicJobsQueryOptions());
}
