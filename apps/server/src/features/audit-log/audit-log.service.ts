import { adminPageWindow, manilaInstant, type auditLogQuerySchema } from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { listAuditRecords, type AuditLogRow } from './audit-log.repo.js';

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instants a Manila date range covers: from the start of `from` (inclusive) to the start of the day
 * after `to` (exclusive), so a whole `to` day is in. Manila is UTC+8 all year, so a day is always 24 hours.
 */
export function manilaDateRange(from: string | undefined, to: string | undefined): { from?: Date; before?: Date } {
  return {
    ...(from ? { from: manilaInstant(from, '00:00') } : {}),
    ...(to ? { before: new Date(manilaInstant(to, '00:00').getTime() + DAY_MS) } : {}),
  };
}

/** The audit trail, newest first; searched, filtered by action and Manila dates, paged when asked. Admins only. */
export function listAuditLog(
  ctx: AppContext,
  actor: AuthUser,
  query: AuditLogQuery,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  requireRole(actor, 'Admin');
  const range = manilaDateRange(query.from, query.to);
  return listAuditRecords(ctx.db, {
    search: query.search || undefined,
    action: query.action,
    from: range.from,
    before: range.before,
    window: adminPageWindow(query),
  });
}
