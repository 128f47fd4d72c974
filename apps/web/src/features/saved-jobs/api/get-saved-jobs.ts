import { savedJobsApi, type SavedJob } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** One list for the whole page: every Save button and the Saved Jobs page read (and refresh) it. */
export const SAVED_JOBS_QUERY_KEY = ['saved-jobs'] as const;

/** The signed-in job seeker's saved jobs, newest first (GET /api/saved-jobs/). */
export function getSavedJobs(signal?: AbortSignal): Promise<SavedJob[]> {
  return callApi(savedJobsApi.list, { ...(signal ? { signal } : {}) });
}

/** Query options of the saved jobs. */
export function savedJobsQueryOptions() {
  return queryOptions({ queryKey: SAVED_JOBS_QUERY_KEY, queryFn: ({ signal }) => getSavedJobs(signal) });
}

/** The job seeker's saved jobs; `isEnabled` false (not a job seeker) fetches nothing. */
export function useSavedJobs(isEnabled = true) {
  return useQuery({ ...savedJobsQueryOptions(), enabled: isEnabled });
}
