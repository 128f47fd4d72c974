import { ADMIN_PAGE_SIZE, adminUsersApi, type AdminUserRecord } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiWithHeaders } from '../../../lib/api-client';
import { toListPage, type AdminListPage } from './admin-list-page';
import { ADMIN_USERS_QUERY_KEY } from './get-pending-users';

/** One page of the users an admin manages (GET /api/admin/users/), searched on the server. */
export async function getUsers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminListPage<AdminUserRecord>> {
  const { data, headers } = await callApiWithHeaders(adminUsersApi.listUsers, {
    // A blank search is left out of the address.
    query: { search, page, page_size: ADMIN_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return toListPage(data, headers, page);
}

/** Query options of one page of the Manage Users list. */
export function usersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'all', { search, page }] as const,
    queryFn: ({ signal }) => getUsers(search, page, signal),
    // The page on screen stays while the next one loads, so the table does not jump to "Loading".
    placeholderData: keepPreviousData,
  });
}

/** One page of the users, for the Manage Users screen. */
export function useUsers(search: string, page: number) {
  return useQuery(usersQueryOptions(search, page));
}
