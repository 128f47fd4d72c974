import { auditLogApi, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentAuditEntry } from './audit-log.presenter.js';
import { listAuditLog } from './audit-log.service.js';

/** The admins' audit trail: read only (records are written by each admin action, in its transaction). */
export function auditLogRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(auditLogApi.listAuditLog, async ({ actor, query, reply }) => {
      const { rows, total } = await listAuditLog(ctx, actor, query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(presentAuditEntry);
    }),
  ];
}
