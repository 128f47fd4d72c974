import { accountsApi, type VerifyEmailResponse } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Consumes the single-use token of a mailed verification link (POST /api/verify-email/). */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return callApi(accountsApi.verifyEmail, { body: { token }, auth: false });
}

export const verifyEmailQueryKey = (token: string) => ['verify-email', token] as const;

/**
 * The verification as a query keyed by token, so it is sent once per token: React StrictMode's
 * double effects, re-renders and window focus share the one answer instead of posting again.
 * No abort signal is passed, because an aborted first request would make StrictMode post twice.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: verifyEmailQueryKey(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Verifies the address of the link being visited. */
export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
