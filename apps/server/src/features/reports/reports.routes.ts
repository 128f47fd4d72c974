import { reportsApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentAdminReport } from './reports.presenter.js';
import { closeReport, listReports, submitReport } from './reports.service.js';

/**
 * Counted per signed-in person (the auth hook runs on the app before this route's rate-limit hook, so
 * `request.user` is known): far more reports than anyone files by hand in an hour, few enough to stop a
 * script from flooding the admins' queue.
 */
export const REPORT_RATE_LIMITS = {
  submit: { max: 20, timeWindow: '1 hour', keyGenerator: perPerson },
} as const;

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** The reports: submission by any signed-in user, and the admin's Manage Reports. */
export function reportRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(reportsApi.createReport, ({ actor, body }) => submitReport(ctx, actor, body), {
      rateLimit: REPORT_RATE_LIMITS.submit,
    }),
    route(reportsApi.listReports, async ({ actor }) => (await listReports(ctx, actor)).map(presentAdminReport)),
    route(reportsApi.resolveReport, async ({ actor, params }) =>
      presentAdminReport(await closeReport(ctx, actor, params.id, 'resolved')),
    ),
    route(reportsApi.dismissReport, async ({ actor, params }) =>
      presentAdminReport(await closeReport(ctx, actor, params.id, 'dismissed')),
    ),
  ];
}
