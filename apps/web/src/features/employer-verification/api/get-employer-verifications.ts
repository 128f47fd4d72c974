import { ADMIN_PAGE_SIZE, employerVerificationApi, type AdminEmployerVerification } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY, PLATFORM_STATISTICS_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApiWithHeaders } from '../../../lib/api-client';
import { toListPage, type AdminListPage } from '../../admin-users';

/**
 * Prefix of the admin's lists of business registrations. It sits under Manage Employers' prefix
 * (['admin', 'employers']), so deleting an employer there also drops them from this list, and a decision
 * here refreshes that list's Verification column by invalidating the shared prefix.
 */
export const MANAGE_EMPLOYERS_QUERY_KEY = ['admin', 'employers'] as const;
export const EMPLOYER_VERIFICATIONS_QUERY_KEY = [...MANAGE_EMPLOYERS_QUERY_KEY, 'verifications'] as const;

/**
 * One page of registrations waiting for a check, first come first served
 * (GET /api/admin/employer-verifications/), searched on the server; the total comes from X-Total-Count.
 */
export async function getPendingVerifications(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminListPage<AdminEmployerVerification>> {
  const { data, headers } = await callApiWithHeaders(employerVerificationApi.listForAdmin, {
    // A blank search is left out of the address; the status is the server's default, pending.
    query: { search, page, page_size: ADMIN_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return toListPage(data, headers, page);
}

export function pendingVerificationsQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...EMPLOYER_VERIFICATIONS_QUERY_KEY, 'pending', { search, page }] as const,
    queryFn: ({ signal }) => getPendingVerifications(search, page, signal),
    // The page on screen stays while the next one loads, so the table does not jump to "Loading".
    placeholderData: keepPreviousData,
  });
}

/** One page of the registrations waiting for a check, for User Approval's Employers tab. */
export function usePendingVerifications(search: string, page: number) {
  return useQuery(pendingVerificationsQueryOptions(search, page));
}

/**
 * What a decision refreshes: this list and Manage Employers' (its Verification column) under their shared
 * prefix, the audit log (a new entry) and the platform statistics (verified employers are counted).
 */
export function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MANAGE_EMPLOYERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PLATFORM_STATISTICS_QUERY_KEY }),
    ]);
}
