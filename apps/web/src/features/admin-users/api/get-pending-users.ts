import { adminUsersApi, type AdminUserRecord } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Prefix of every admin list of people; approve, reject and delete invalidate by it. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

/** Registrations waiting for an admin's decision (GET /api/admin/pending-users/). */
export function getPendingUsers(signal?: AbortSignal): Promise<AdminUserRecord[]> {
  return callApi(adminUsersApi.listPendingUsers, { ...(signal ? { signal } : {}) });
}

/** Query options of the pending list. */
export function pendingUsersQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'pending'] as const,
    queryFn: ({ signal }) => getPendingUsers(signal),
  });
}

/** The pending registrations, for the User Approval screen. */
export function usePendingUsers() {
  return useQuery(pendingUsersQueryOptions());
}
