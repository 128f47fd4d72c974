import type { AuditAction } from '@kakayahan/contracts';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema-admin.js';
import { containsPattern } from '../../db/like-pattern.js';

export type AuditLogRow = typeof auditLog.$inferSelect;

export interface AuditLogFilter {
  /** Trimmed; blank or undefined means no search. */
  search: string | undefined;
  action: AuditAction | undefined;
  /** Records at or after this instant. */
  from: Date | undefined;
  /** Records before this instant (exclusive). */
  before: Date | undefined;
  /** One page, or null for every matching record. */
  window: { offset: number; limit: number } | null;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(auditLog.adminEmail, pattern),
    ilike(auditLog.subjectLabel, pattern),
    ilike(auditLog.subjectEmail, pattern),
    ilike(auditLog.reason, pattern),
  );
}

/**
 * Audit records matching the filter, newest first (the id breaks ties so pages never overlap), one page
 * or all, and how many match over all pages (one COUNT query). audit_log_created_idx serves the plain
 * order, audit_log_action_created_idx the action filter.
 */
export async function listAuditRecords(
  db: Database,
  filter: AuditLogFilter,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = and(
    searchCondition(filter.search),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.before ? lt(auditLog.createdAt, filter.before) : undefined,
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const total = counted?.n ?? 0;
  const { window } = filter;
  if (total === 0 || (window && window.offset >= total)) return { rows: [], total };
  const query = db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return { rows, total };
}
