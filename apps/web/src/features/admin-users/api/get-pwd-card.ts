import { pwdCardsApi, type RetrieveCardResponse } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A short-lived signed path to a user's PWD card image (GET /api/retrieve-card/{userId}/; 404 when none). */
export function getPwdCard(userId: number, signal?: AbortSignal): Promise<RetrieveCardResponse> {
  return callApi(pwdCardsApi.retrieveCard, { params: { userId }, ...(signal ? { signal } : {}) });
}

/**
 * Query options of one card. The signed path expires, so it is never reused from the cache: every
 * opening of a person's details asks for a fresh one.
 */
export function pwdCardQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['admin', 'pwd-card', userId] as const,
    queryFn: ({ signal }) => getPwdCard(userId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The card of one user; pass `isEnabled` false when they have none (nothing is fetched). */
export function usePwdCard(userId: number, isEnabled: boolean) {
  return useQuery({ ...pwdCardQueryOptions(userId), enabled: isEnabled });
}
