import {
  ADMIN_PAGE_SIZE,
  auditLogApi,
  TOTAL_COUNT_HEADER,
  type AuditEntry,
  type AuditLogQuery,
} from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApiWithHeaders } from '../../../lib/api-client';

export interface AuditLogPage {
  entries: AuditEntry[];
  /** Records matching the filters on every page (X-Total-Count), or null when the server did not say. */
  total: number | null;
}

/** The total count header as a whole number, or null when it is missing or not a count. */
export function readTotal(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** One page of the audit log, newest first (GET /api/admin/audit-log/), searched and filtered on the server. */
export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogPage> {
  const { data, headers } = await callApiWithHeaders(auditLogApi.listAuditLog, {
    query: { ...query, page_size: ADMIN_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return { entries: data, total: readTotal(headers.get(TOTAL_COUNT_HEADER)) };
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // The rows on screen stay while the next page or search loads, so the table does not jump away.
    placeholderData: keepPreviousData,
  });
}

/** A page of the Audit Log screen; `enabled` is false while the chosen dates are invalid. */
export function useAuditLog(query: AuditLogQuery, enabled: boolean) {
  return useQuery({ ...auditLogQueryOptions(query), enabled });
}
