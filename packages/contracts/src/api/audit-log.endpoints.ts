import { auditLogQuerySchema, auditLogSchema } from '../schemas/audit-log.js';
import { endpoint } from './endpoint.js';

/** The admins' audit trail (issue 12). */
export const auditLogApi = {
  listAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Every admin action (who, when, what, about what, why), newest first; searched, filtered and paged',
    description:
      'Without page or page_size every matching record is answered. X-Total-Count carries the number matching.',
    query: auditLogQuerySchema,
    bodyKind: 'none',
    response: auditLogSchema,
    errors: [400],
  }),
} as const;
