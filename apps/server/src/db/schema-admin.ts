import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '@kakayahan/contracts';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

// The admin side (issue 12): the audit trail of every admin action, and employers' business registrations
// waiting for or past an admin's check. The audit enums are the contract's lists, so the two cannot drift.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const auditSubjectTypeEnum = pgEnum('audit_subject_type', AUDIT_SUBJECT_TYPES);

/**
 * Every admin action: who, when, what, about what, why. Written in the action's own transaction. It
 * outlives its subject (a deleted account, post or job), so the subject's id, label and e-mail are copied,
 * not referenced; it never holds a PWD ID number or card.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: auditActionEnum('action').notNull(),
    subjectType: auditSubjectTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** A person's name, a company, a post's or job's title, "Report #12": as it was at the time. */
    subjectLabel: text('subject_label').notNull(),
    subjectEmail: text('subject_email'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

export const employerVerificationStatusEnum = pgEnum('employer_verification_status', [
  'pending',
  'verified',
  'rejected',
]);

/**
 * An employer's business registration (DTI or SEC number, TIN, a document kept as a private file like the
 * PWD card), one per employer: a new submission replaces the last. An employer without a row is unverified.
 */
export const employerVerifications = pgTable(
  'employer_verifications',
  {
    employerId: integer('employer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** DTI (sole proprietors), SEC (corporations, partnerships) or CDA (cooperatives). */
    registrationType: text('registration_type').notNull(),
    registrationNumber: text('registration_number').notNull(),
    tin: text('tin').notNull(),
    documentKey: text('document_key').notNull(),
    documentContentType: text('document_content_type').notNull(),
    documentName: text('document_name').notNull(),
    status: employerVerificationStatusEnum('status').notNull().default('pending'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('employer_verifications_status_idx').on(t.status, t.submittedAt)],
);
