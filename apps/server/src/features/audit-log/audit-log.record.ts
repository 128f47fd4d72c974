import type { AuditAction, AuditSubjectType } from '@kakayahan/contracts';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema-admin.js';
import type { AuthUser } from '../../platform/auth/session.service.js';

/** What an admin action's record says about its subject (copied: the subject may be gone afterwards). */
export interface AuditRecord {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** A person's name, a company, a post's or job's title, "Report #12". Never a PWD ID number. */
  subjectLabel: string;
  subjectEmail?: string | null;
  reason?: string | null;
  at: Date;
}

/**
 * Records an admin action in the audit trail. Call it inside the action's own transaction, so the record
 * exists exactly when the action does (a failed action leaves no record, a recorded one always happened).
 */
export async function recordAdminAction(tx: Database, actor: AuthUser, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    subjectLabel: record.subjectLabel,
    subjectEmail: record.subjectEmail ?? null,
    reason: record.reason?.trim() ? record.reason.trim() : null,
    createdAt: record.at,
  });
}
