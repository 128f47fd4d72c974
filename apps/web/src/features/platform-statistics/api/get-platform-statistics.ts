import { platformStatisticsApi, type PlatformStatistics, type PlatformStatisticsQuery } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';

/** The statistics for a period (GET /api/platform-statistics/?from=&to=); without one, all time. */
export function getPlatformStatistics(
  query: PlatformStatisticsQuery,
  signal?: AbortSignal,
): Promise<PlatformStatistics> {
  return callApi(platformStatisticsApi.getStatistics, { query, ...(signal ? { signal } : {}) });
}

export function platformStatisticsQueryOptions(query: PlatformStatisticsQuery) {
  return queryOptions({
    queryKey: [...PLATFORM_STATISTICS_QUERY_KEY, { from: query.from ?? null, to: query.to ?? null }] as const,
    queryFn: ({ signal }) => getPlatformStatistics(query, signal),
    // The figures on screen stay while another period's load, so the page does not jump back to "Loading".
    placeholderData: keepPreviousData,
  });
}

/** The Platform Statistics screen's figures; `enabled` is false while the chosen period is invalid. */
export function usePlatformStatistics(query: PlatformStatisticsQuery, enabled: boolean) {
  return useQuery({ ...platformStatisticsQueryOptions(query), enabled });
}
