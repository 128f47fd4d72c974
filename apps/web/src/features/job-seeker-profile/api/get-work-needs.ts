import { preferencesApi, type WorkNeeds } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const WORK_NEEDS_QUERY_KEY = ['work-needs'] as const;

/** What the signed-in job seeker needs at work (GET /api/work-needs/): theirs alone. */
export function getWorkNeeds(signal?: AbortSignal): Promise<WorkNeeds> {
  return callApi(preferencesApi.workNeeds, { ...(signal ? { signal } : {}) });
}

/** Query options of the work needs. */
export function workNeedsQueryOptions() {
  return queryOptions({ queryKey: WORK_NEEDS_QUERY_KEY, queryFn: ({ signal }) => getWorkNeeds(signal) });
}

/** The job seeker's work needs; `isEnabled` false (nobody signed in) fetches nothing. */
export function useWorkNeeds(isEnabled = true) {
  return useQuery({ ...workNeedsQueryOptions(), enabled: isEnabled });
}
