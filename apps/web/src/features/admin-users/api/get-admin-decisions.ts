import { adminUsersApi, type AdminDecision } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Key of the decision history; every admin action invalidates it. */
export const ADMIN_DECISIONS_QUERY_KEY = ['admin', 'decisions'] as const;

/** The recorded approvals, rejections and deletions (GET /api/admin/decisions/). */
export function getAdminDecisions(signal?: AbortSignal): Promise<AdminDecision[]> {
  return callApi(adminUsersApi.listDecisions, { ...(signal ? { signal } : {}) });
}

/** Query options of the decision history. */
export function adminDecisionsQueryOptions() {
  return queryOptions({ queryKey: ADMIN_DECISIONS_QUERY_KEY, queryFn: ({ signal }) => getAdminDecisions(signal) });
}

/** The decision history, for the Decision History screen. */
export function useAdminDecisions() {
  return useQuery(adminDecisionsQueryOptions());
}
