import { preferencesApi, type PreferenceOption } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

/** Every specialty tag, with whether the signed-in job seeker chose it (GET /api/preferences/). */
export function getPreferences(signal?: AbortSignal): Promise<PreferenceOption[]> {
  return callApi(preferencesApi.listOptions, { ...(signal ? { signal } : {}) });
}

/** Query options of the preference picker's choices. */
export function preferencesQueryOptions() {
  return queryOptions({ queryKey: PREFERENCES_QUERY_KEY, queryFn: ({ signal }) => getPreferences(signal) });
}

/** The choices of the preference picker; `isEnabled` false (nobody signed in) fetches nothing. */
export function usePreferences(isEnabled = true) {
  return useQuery({ ...preferencesQueryOptions(), enabled: isEnabled });
}
