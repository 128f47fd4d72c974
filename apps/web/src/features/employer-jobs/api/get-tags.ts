import { jobsApi, type Tag } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The specialty tags a job can carry (GET /api/tags/, sent without a token). */
export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return callApi(jobsApi.tags, { auth: false, ...(signal ? { signal } : {}) });
}

/** Query options of the tag vocabulary; it hardly ever changes, so it is kept for the session. */
export function tagsQueryOptions() {
  return queryOptions({
    queryKey: ['tags'] as const,
    queryFn: ({ signal }) => getTags(signal),
    staleTime: Infinity,
  });
}

/** The specialty tags, for the job form's checkbox group. */
export function useTags() {
  return useQuery(tagsQueryOptions());
}
