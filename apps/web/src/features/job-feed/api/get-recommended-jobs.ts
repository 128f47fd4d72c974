import { recommendationsApi, type FeedJob } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Prefix of every job feed list (recommended and all jobs): applying or cancelling changes which jobs
 * they hold (a job applied to leaves the feed), so those invalidate by it. Only the lists live under it.
 */
export const JOB_FEED_QUERY_KEY = ['job-feed'] as const;

/** The jobs recommended to this job seeker, each with its colour and why it matches. */
export function getRecommendedJobs(userId: number, signal?: AbortSignal): Promise<FeedJob[]> {
  return callApi(recommendationsApi.recommendedJobs, { query: { user_id: userId }, ...(signal ? { signal } : {}) });
}

/** Query options of the Recommended Jobs tab, one cache entry per person. */
export function recommendedJobsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...JOB_FEED_QUERY_KEY, 'recommended', userId] as const,
    queryFn: ({ signal }) => getRecommendedJobs(userId, signal),
  });
}

/** Recommended jobs of the given job seeker; pass null when nobody is signed in (nothing is fetched). */
export function useRecommendedJobs(userId: number | null) {
  return useQuery({ ...recommendedJobsQueryOptions(userId ?? 0), enabled: userId !== null });
}
