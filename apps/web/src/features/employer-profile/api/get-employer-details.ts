import { employerProfilesApi, type EmployerProfile } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Prefix of every employer profile query. */
export const EMPLOYER_PROFILE_QUERY_KEY = ['employer-profile'] as const;

export function employerProfileQueryKey(userId: number) {
  return [...EMPLOYER_PROFILE_QUERY_KEY, userId] as const;
}

/** An employer's company profile (GET /api/get-employer-details/{userId}/); 404 when there is none. */
export function getEmployerDetails(userId: number, signal?: AbortSignal): Promise<EmployerProfile> {
  return callApi(employerProfilesApi.employerDetails, { params: { userId }, ...(signal ? { signal } : {}) });
}

export function employerDetailsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: employerProfileQueryKey(userId),
    queryFn: ({ signal }) => getEmployerDetails(userId, signal),
  });
}

/** The company profile of an employer; pass null while nobody is signed in (nothing is fetched). */
export function useEmployerDetails(userId: number | null) {
  return useQuery({ ...employerDetailsQueryOptions(userId ?? 0), enabled: userId !== null });
}
