import { jobSeekerProfilesApi, type JobSeekerProfile } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every cached job seeker profile sits under this key; saving or deleting invalidates it. */
export const USER_DETAILS_QUERY_KEY = ['user-details'] as const;

/**
 * A job seeker's profile (GET /api/get-user-details/{userId}/). The token is sent only when there is one
 * (anyone may read the professional profile); the server leaves out (null) what this reader may not see.
 */
export function getUserDetails(userId: number, signal?: AbortSignal): Promise<JobSeekerProfile> {
  return callApi(jobSeekerProfilesApi.userDetails, { params: { userId }, ...(signal ? { signal } : {}) });
}

/** Query options of one profile. */
export function userDetailsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...USER_DETAILS_QUERY_KEY, userId] as const,
    queryFn: ({ signal }) => getUserDetails(userId, signal),
  });
}

/**
 * One job seeker's profile; `null` (no valid id) fetches nothing. The one query of this call: the
 * profile pages, the job seeker's home panel and the apply page share it, so saving the profile (or
 * the preferences) refreshes all of them.
 */
export function useUserDetails(userId: number | null) {
  return useQuery({ ...userDetailsQueryOptions(userId ?? 0), enabled: userId !== null });
}
