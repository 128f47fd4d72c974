import { applicationsApi, type MyApplication } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Prefix of the own-applications queries; submitting and cancelling invalidate by it. */
export const MY_APPLICATIONS_QUERY_KEY = ['my-applications'] as const;

/** The signed-in job seeker's applications (GET /api/my-applications/). */
export function getMyApplications(signal?: AbortSignal): Promise<MyApplication[]> {
  return callApi(applicationsApi.myApplications, { ...(signal ? { signal } : {}) });
}

/** One key per user, so a new sign-in in the same tab never shows the previous person's list. */
export function myApplicationsQueryKey(userId: number) {
  return [...MY_APPLICATIONS_QUERY_KEY, userId] as const;
}

/** Query options of the Track Job list. */
export function myApplicationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: myApplicationsQueryKey(userId),
    queryFn: ({ signal }) => getMyApplications(signal),
  });
}

/** The own applications; pass null when nobody is signed in (nothing is fetched). */
export function useMyApplications(userId: number | null) {
  return useQuery({ ...myApplicationsQueryOptions(userId ?? 0), enabled: userId !== null });
}
