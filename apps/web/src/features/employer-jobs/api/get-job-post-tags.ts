import { jobsApi } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobQueryKey } from './get-job';

/** The ids of the specialty tags a job carries (GET /api/job-post-tags/{jobId}/, a list of {id}). */
export async function getJobPostTags(jobId: number, signal?: AbortSignal): Promise<number[]> {
  const tags = await callApi(jobsApi.jobTagIds, { params: { jobId }, ...(signal ? { signal } : {}) });
  return tags.map((tag) => tag.id);
}

/** Query options of one job's tag ids. */
export function jobPostTagsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...jobQueryKey(jobId), 'tags'] as const,
    queryFn: ({ signal }) => getJobPostTags(jobId, signal),
  });
}

/** The tag ids of one job, to tick them in the edit form. */
export function useJobPostTags(jobId: number) {
  return useQuery(jobPostTagsQueryOptions(jobId));
}
