import { jobsApi, type EmployerJob } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { EMPLOYER_JOBS_QUERY_KEY } from '../../employer-jobs';

/** The signed-in employer's own job posts (GET /api/employer-jobs/), for a new fair's job list. */
export function getMyJobPosts(signal?: AbortSignal): Promise<EmployerJob[]> {
  return callApi(jobsApi.employerJobs, { ...(signal ? { signal } : {}) });
}

/**
 * Query options of the employer's posts, under the employer-jobs feature's key: posting, editing or
 * deleting a job there marks this list stale too.
 */
export function myJobPostsQueryOptions(employerId: number) {
  return queryOptions({
    queryKey: [...EMPLOYER_JOBS_QUERY_KEY, 'job-fair-choices', employerId] as const,
    queryFn: ({ signal }) => getMyJobPosts(signal),
    staleTime: 0,
  });
}

/** The employer's posts; pass null when they are not needed (editing an existing fair). */
export function useMyJobPosts(employerId: number | null) {
  return useQuery({ ...myJobPostsQueryOptions(employerId ?? 0), enabled: employerId !== null });
}
