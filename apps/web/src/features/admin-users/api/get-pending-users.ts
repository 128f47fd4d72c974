import { ADMIN_PAGE_SIZE, adminUsersApi, type AdminUserRecord } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiWithHeaders } from '../../../lib/api-client';
import { toListPage, type AdminListPage } from './admin-list-page';

/** Prefix of every admin list of people; approve, reject and delete invalidate by it. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

/** One page of registrations waiting for an admin's decision (GET /api/admin/pending-users/), searched on the server. */
export async function getPendingUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminListPage<AdminUserRecord>> {
  const { data, headers } = await callApiWithHeaders(adminUsersApi.listPendingUsers, {
    // A blank search is left out of the address.
    query: { search, page, page_size: ADMIN_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return toListPage(data, headers, page);
}

/** Query options of one page of the pending list. */
export function pendingUsersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'pending', { search, page }] as const,
    queryFn: ({ signal }) => getPendingUsers(search, page, signal),
    // The page on screen stays while the next one loads, so the table does not jump to "Loading".
    placeholderData: keepPreviousData,
  });
}

/** One page of the pending registrations, for the User Approval screen. */
export function usePendingUsers(search: string, page: number) {
  return useQuery(pendingUsersQueryOptions(search, page));
}
