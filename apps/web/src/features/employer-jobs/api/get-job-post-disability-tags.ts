import { jobsApi } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobQueryKey } from './get-job';

/** The ids of the disability tags a job names (GET /api/job-post-disability-tags/{jobId}/, a list of {id}). */
export async function getJobPostDisabilityTags(jobId: number, signal?: AbortSignal): Promise<number[]> {
  const tags = await callApi(jobsApi.jobDisabilityTagIds, { params: { jobId }, ...(signal ? { signal } : {}) });
  return tags.map((tag) => tag.id);
}

/** Query options of one job's disability tag ids. */
export function jobPostDisabilityTagsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...jobQueryKey(jobId), 'disability-tags'] as const,
    queryFn: ({ signal }) => getJobPostDisabilityTags(jobId, signal),
  });
}

/** The disability tag ids of one job, to tick them in the edit form. */
export function useJobPostDisabilityTags(jobId: number) {
  return useQuery(jobPostDisabilityTagsQueryOptions(jobId));
}
