import { jobSeekerProfilesApi, type ProfileView } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const PROFILE_VIEWS_QUERY_KEY = ['profile-views'] as const;

/** Which employers opened the signed-in job seeker's profile or a resume (GET /api/profile-views/). */
export function getProfileViews(signal?: AbortSignal): Promise<ProfileView[]> {
  return callApi(jobSeekerProfilesApi.profileViews, { ...(signal ? { signal } : {}) });
}

export function profileViewsQueryOptions() {
  return queryOptions({ queryKey: PROFILE_VIEWS_QUERY_KEY, queryFn: ({ signal }) => getProfileViews(signal) });
}

/** Who has seen me; `isEnabled` false fetches nothing. */
export function useProfileViews(isEnabled = true) {
  return useQuery({ ...profileViewsQueryOptions(), enabled: isEnabled });
}
