import { myPwdIdApi, type MyPwdId } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const MY_PWD_ID_QUERY_KEY = ['my-pwd-id'] as const;

/** The job seeker's own registration (GET /api/my-pwd-id/): status, details, card link, usual waiting time. */
export function getMyPwdId(signal?: AbortSignal): Promise<MyPwdId> {
  return callApi(myPwdIdApi.get, signal ? { signal } : {});
}

/**
 * Query options of the registration. Its card link is signed and short-lived, so the answer is never
 * reused from an old visit: each opening of the page asks afresh.
 */
export function myPwdIdQueryOptions() {
  return queryOptions({
    queryKey: MY_PWD_ID_QUERY_KEY,
    queryFn: ({ signal }) => getMyPwdId(signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The signed-in job seeker's registration. */
export function useMyPwdId() {
  return useQuery(myPwdIdQueryOptions());
}
