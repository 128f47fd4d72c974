import {
  ADMIN_PAGE_SIZE,
  adminEmployersApi,
  type AdminEmployerRecord,
  type EmployerVerificationStatus,
} from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiWithHeaders } from '../../../lib/api-client';
import { toListPage, type AdminListPage } from '../../admin-users';

/** Prefix of every cached employer query (list pages, filter lists, one employer); a deletion refreshes them. */
export const ADMIN_EMPLOYERS_QUERY_KEY = ['admin', 'employers'] as const;

/** What Manage Employers narrows its list by; '' or null means "all". */
export interface EmployerListFilters {
  search: string;
  industry: string;
  location: string;
  verification: EmployerVerificationStatus | null;
}

/**
 * One page of employers, newest first (GET /api/admin/get-all-employers/), searched and filtered on the
 * server; the total comes from X-Total-Count.
 */
export async function getEmployers(
  filters: EmployerListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminListPage<AdminEmployerRecord>> {
  const { data, headers } = await callApiWithHeaders(adminEmployersApi.listEmployers, {
    // Blank values are left out of the address.
    query: {
      search: filters.search,
      industry: filters.industry,
      location: filters.location,
      verification: filters.verification ?? undefined,
      page,
      page_size: ADMIN_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
  return toListPage(data, headers, page);
}

export function employersQueryOptions(filters: EmployerListFilters, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_EMPLOYERS_QUERY_KEY, 'list', filters, page] as const,
    queryFn: ({ signal }) => getEmployers(filters, page, signal),
    // The page on screen stays while the next one loads, so the table does not jump to "Loading".
    placeholderData: keepPreviousData,
  });
}

/** One page of employers, for the Manage Employers screen. */
export function useEmployers(filters: EmployerListFilters, page: number) {
  return useQuery(employersQueryOptions(filters, page));
}
