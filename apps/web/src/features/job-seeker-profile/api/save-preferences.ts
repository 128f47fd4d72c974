import { preferencesApi, type EndpointResult, type SavePreferencesRequest } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PREFERENCES_QUERY_KEY } from './get-preferences';
import { USER_DETAILS_QUERY_KEY } from './get-user-details';

export type SavePreferencesResponse = EndpointResult<typeof preferencesApi.save>;

/** Saves the job seeker's 1 to 5 specialty preferences (POST /api/save-preferences/ {tags}). */
export function savePreferences(request: SavePreferencesRequest): Promise<SavePreferencesResponse> {
  return callApi(preferencesApi.save, { body: request });
}

/**
 * Saves, then refreshes what shows preferences: the picker, the profile's Preferences box and the
 * "has preferences" check of sign-in (key ['user-preferences', userId], see auth/api/get-user-preferences).
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PREFERENCES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['user-preferences'] }),
      ]);
    },
  });
}
