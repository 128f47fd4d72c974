import type { AuditEntry } from '@kakayahan/contracts';
import type { AuditLogRow } from './audit-log.repo.js';

/** One audit record as the Audit Log screen reads it (the admin's id stays on the server). */
export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    admin_email: row.adminEmail,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_label: row.subjectLabel,
    subject_email: row.subjectEmail,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
