/** What other features may use of the audit trail: recording an admin action in its own transaction. */
export { recordAdminAction, type AuditRecord } from './audit-log.record.js';
