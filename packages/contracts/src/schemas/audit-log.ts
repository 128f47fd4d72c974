import { z } from 'zod';
import { isRealDate } from '../job-fair-time.js';
import { adminPagingQueryShape, adminSearchSchema } from './admin-lists.js';

/**
 * Every action an administrator takes, as the audit trail records it (issue 12). Written in the same
 * transaction as the action; never holds a PWD ID number or card.
 */
export const AUDIT_ACTIONS = [
  'approve_user',
  'reject_user',
  'delete_user',
  'delete_employer',
  'approve_employer_verification',
  'reject_employer_verification',
  'delete_post',
  'delete_comment',
  'delete_job',
  'resolve_report',
  'dismiss_report',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record is about. */
export const AUDIT_SUBJECT_TYPES = ['job_seeker', 'employer', 'post', 'comment', 'job', 'report'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** How the Audit Log screen names each action (the filter's options and the table's badge). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  approve_user: 'Approved job seeker',
  reject_user: 'Rejected job seeker',
  delete_user: 'Deleted job seeker',
  delete_employer: 'Deleted employer',
  approve_employer_verification: 'Verified employer',
  reject_employer_verification: 'Rejected employer verification',
  delete_post: 'Deleted forum post',
  delete_comment: 'Deleted forum comment',
  delete_job: 'Deleted job post',
  resolve_report: 'Resolved report',
  dismiss_report: 'Dismissed report',
};

/**
 * One audit record: who (the admin's e-mail, kept when the admin account is gone), when, what, about what
 * (type, id, and a label copied at the time: a person's name, a company, a post's title, "Report #12"),
 * the subject's e-mail when it is a person, and the reason given.
 */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    admin_email: z.string(),
    subject_type: z.enum(AUDIT_SUBJECT_TYPES),
    subject_id: z.number().int(),
    subject_label: z.string(),
    subject_email: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema).meta({ id: 'AuditLog' });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/u;
/** A calendar date YYYY-MM-DD (Asia/Manila), as a date input gives it. */
export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .regex(DATE_PATTERN, `${label} must be a date in the form YYYY-MM-DD.`)
    // Date.parse rolls 2026-02-30 over to March 2; isRealDate refuses it (the database would refuse it too).
    .refine(isRealDate, `${label} is not a real date.`);

/**
 * GET /api/admin/audit-log/: newest first. `search` matches the admin's e-mail, the subject's label and
 * e-mail, and the reason; `action` one action; `from` and `to` are Manila dates, both included. Paged as
 * every admin list (the plain call answers every record), with X-Total-Count.
 */
export const auditLogQuerySchema = z
  .object({
    search: adminSearchSchema,
    action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list.' }).optional(),
    from: isoDateSchema('The start date').optional(),
    to: isoDateSchema('The end date').optional(),
    ...adminPagingQueryShape,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
