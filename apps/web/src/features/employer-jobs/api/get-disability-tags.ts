import { jobsApi, type Tag } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The disability tags a job can name (GET /api/disability-tags/). */
export function getDisabilityTags(signal?: AbortSignal): Promise<Tag[]> {
  return callApi(jobsApi.disabilityTags, { ...(signal ? { signal } : {}) });
}

/** Query options of the disability tag vocabulary, kept for the session. */
export function disabilityTagsQueryOptions() {
  return queryOptions({
    queryKey: ['disability-tags'] as const,
    queryFn: ({ signal }) => getDisabilityTags(signal),
    staleTime: Infinity,
  });
}

/** The disability tags, for the job form's checkbox group. */
export function useDisabilityTags() {
  return useQuery(disabilityTagsQueryOptions());
}
