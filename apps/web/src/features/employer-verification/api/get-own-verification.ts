import { employerVerificationApi, type EmployerVerification } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Prefix of the signed-in employer's own verification. */
export const OWN_VERIFICATION_QUERY_KEY = ['employer-verification'] as const;

/** The key of one employer's own verification (kept per account, so another sign-in never sees it). */
export function ownVerificationQueryKey(userId: number) {
  return [...OWN_VERIFICATION_QUERY_KEY, userId] as const;
}

/** Where the signed-in employer's business verification stands (GET /api/employer-verification/). */
export function getOwnVerification(signal?: AbortSignal): Promise<EmployerVerification> {
  return callApi(employerVerificationApi.getOwn, signal ? { signal } : {});
}

export function ownVerificationQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ownVerificationQueryKey(userId),
    queryFn: ({ signal }) => getOwnVerification(signal),
  });
}

/** The employer's own verification; pass null while nobody is signed in (nothing is fetched). */
export function useOwnVerification(userId: number | null) {
  return useQuery({ ...ownVerificationQueryOptions(userId ?? 0), enabled: userId !== null });
}
