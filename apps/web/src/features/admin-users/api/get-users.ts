import { adminUsersApi, type AdminUserRecord } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-pending-users';

/** Every user an admin manages (GET /api/admin/users/). */
export function getUsers(signal?: AbortSignal): Promise<AdminUserRecord[]> {
  return callApi(adminUsersApi.listUsers, { ...(signal ? { signal } : {}) });
}

/** Query options of the Manage Users list. */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'all'] as const,
    queryFn: ({ signal }) => getUsers(signal),
  });
}

/** The users, for the Manage Users screen. */
export function useUsers() {
  return useQuery(usersQueryOptions());
}
