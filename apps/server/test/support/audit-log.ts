import type { AuditEntry, AuditSubjectType } from '@kakayahan/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/db/schema-admin.js';
import type { TestApp } from '../test-app.js';

/** GET /api/admin/audit-log/ with a query string as the admin; expects 200; answers the entries and X-Total-Count. */
export async function auditLogPage(
  t: TestApp,
  token: string,
  query = '',
): Promise<{ entries: AuditEntry[]; total: number; body: string }> {
  const response = await t.request({ method: 'GET', url: `/api/admin/audit-log/${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return {
    entries: response.json<AuditEntry[]>(),
    total: Number(response.headers['x-total-count']),
    body: response.body,
  };
}

/** The audit entries about one subject, newest first, as the admin's Audit Log answers them. */
export async function auditEntriesAbout(
  t: TestApp,
  token: string,
  subjectType: AuditSubjectType,
  subjectId: number,
): Promise<AuditEntry[]> {
  const { entries } = await auditLogPage(t, token);
  return entries.filter((entry) => entry.subject_type === subjectType && entry.subject_id === subjectId);
}

/** The stored audit rows about one subject (what the database holds, e.g. the admin's id). */
export function auditRowsAbout(t: TestApp, subjectType: AuditSubjectType, subjectId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)));
}

/** Every stored audit row (to check that a refused or unrelated action wrote none). */
export function allAuditRows(t: TestApp) {
  return t.db.select().from(auditLog);
}
