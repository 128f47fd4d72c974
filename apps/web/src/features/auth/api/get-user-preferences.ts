import { preferencesApi, type HasPreferencesResponse } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Whether a job seeker has chosen specialty preferences yet (GET /api/user-preferences/{userId}/). */
export function getUserPreferences(userId: number): Promise<HasPreferencesResponse> {
  return callApi(preferencesApi.hasPreferences, { params: { userId } });
}

export const userPreferencesQueryKey = (userId: number) => ['user-preferences', userId] as const;

/** Query options of the preferences check; preference screens invalidate this key after saving. */
export function userPreferencesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userPreferencesQueryKey(userId),
    queryFn: () => getUserPreferences(userId),
  });
}

/** Whether the signed-in job seeker has preferences. */
export function useUserPreferences(userId: number) {
  return useQuery(userPreferencesQueryOptions(userId));
}
