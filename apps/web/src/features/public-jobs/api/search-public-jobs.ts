import { jobsApi, type PublicJobSearchResult } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { PublicJobSearch } from '../public-job-search-params';

/**
 * One page of the public job list (GET /api/public-jobs/). Anyone may read it and it is the same for
 * everyone, so it is sent without a token (the server renders it for visitors the same way).
 */
export function publicJobSearchQueryOptions(search: PublicJobSearch) {
  return queryOptions({
    queryKey: ['public-job-search', search.q, search.category, search.page] as const,
    queryFn: ({ signal }): Promise<PublicJobSearchResult> =>
      callApi(jobsApi.publicJobSearch, {
        query: {
          ...(search.q ? { q: search.q } : {}),
          ...(search.category ? { category: search.category } : {}),
          ...(search.page > 1 ? { page: search.page } : {}),
        },
        auth: false,
        signal,
      }),
  });
}

/** The list for the address's search; while the next one loads, the previous one stays on screen. */
export function usePublicJobSearch(search: PublicJobSearch) {
  return useQuery({ ...publicJobSearchQueryOptions(search), placeholderData: keepPreviousData });
}
