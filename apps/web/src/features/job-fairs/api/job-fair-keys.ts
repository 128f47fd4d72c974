import type { JobFairAccessibility, JobFairFormat } from '@kakayahan/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every job fair query starts with this key: one invalidation refreshes all fair screens after a change. */
export const JOB_FAIRS_QUERY_KEY = ['job-fairs'] as const;

/** The filters of the public list (GET /api/jobfairs/). */
export interface JobFairFilters {
  accessibility: readonly JobFairAccessibility[];
  format: JobFairFormat | null;
}

export const NO_FILTERS: JobFairFilters = { accessibility: [], format: null };

/**
 * The TanStack Query keys of the job fair screens (the participants screen uses them too). The lists
 * and registrations carry the viewer's user id (null for a visitor): what the server answers depends on
 * who asks, so a new sign-in in the same tab never shows the previous person's data.
 */
export const jobFairKeys = {
  all: JOB_FAIRS_QUERY_KEY,
  list: (viewerId: number | null, filters: JobFairFilters) =>
    [...JOB_FAIRS_QUERY_KEY, 'list', viewerId, filters.accessibility.join(','), filters.format ?? ''] as const,
  detail: (jobFairId: number) => [...JOB_FAIRS_QUERY_KEY, 'fair', jobFairId] as const,
  jobs: (jobFairId: number) => [...JOB_FAIRS_QUERY_KEY, 'fair', jobFairId, 'jobs'] as const,
  employerJobs: (jobFairId: number) => [...JOB_FAIRS_QUERY_KEY, 'fair', jobFairId, 'employer-jobs'] as const,
  myRegistrations: (viewerId: number) => [...JOB_FAIRS_QUERY_KEY, 'my-registrations', viewerId] as const,
};

/**
 * Marks every job fair query stale and refetches the ones on screen: after any change (a fair saved or
 * deleted, a registration made or cancelled) the counts, seats and statuses are read again at once
 * (the spec's "reload after 1 s" without the wait).
 */
export function refreshJobFairs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: JOB_FAIRS_QUERY_KEY });
}
