import {
  adminReportListSchema,
  adminReportSchema,
  createdReportSchema,
  createReportRequestSchema,
  errorResponses,
  idParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { acceptEmptyJsonBody } from '../../platform/http-body.js';
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

const security = [{ token: [] }];

/** The reports: submission by any signed-in user, and the admin's Manage Reports. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSubmitRoute(app, ctx);
  // Resolve and dismiss take no body: in their own scope an empty JSON body counts as none, since the
  // spec's client sends them without one and other clients send `Content-Type: application/json` only.
  void app.register((scope, _options, done) => {
    acceptEmptyJsonBody(scope);
    registerAdminRoutes(scope, ctx);
    done();
  });
}

function registerSubmitRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reports/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['Reports'],
        security,
        summary: 'Report a forum post or comment (any signed-in user)',
        description:
          'Exactly one of post and comment. `reported_by` is accepted for the original client and ignored: the ' +
          'reporter is the signed-in user. A second pending report by the same person on the same content is 409.',
        body: createReportRequestSchema,
        response: { 201: createdReportSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      config: { rateLimit: REPORT_RATE_LIMITS.submit },
    },
    async (request, reply) => reply.code(201).send(await submitReport(ctx, requireUser(request), request.body)),
  );
}

/**
 * Admin routes take a signed-in caller (the service checks the Admin role, so a signed-in non-admin gets
 * 403 rather than 401).
 */
function adminRoute<Schema extends object>(schema: Schema) {
  return { preValidation: requireSignedIn, schema: { tags: ['Admin'], security, ...schema } };
}

function registerAdminRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/reports/',
    adminRoute({
      summary: 'Every report, newest first, with its reporter and the reported content (full text)',
      response: { 200: adminReportListSchema, ...errorResponses(401, 403) },
    }),
    async (request) => (await listReports(ctx, requireUser(request))).map(presentAdminReport),
  );

  for (const [path, outcome] of [
    ['/api/admin/reports/:id/resolve/', 'resolved'],
    ['/api/admin/reports/:id/dismiss/', 'dismissed'],
  ] as const) {
    r.patch(
      path,
      adminRoute({
        summary: `${outcome === 'resolved' ? 'Resolve' : 'Dismiss'} a pending report (no body)`,
        description: 'Only a pending report can be resolved or dismissed (409 otherwise). Answers the updated report.',
        params: idParamsSchema,
        response: { 200: adminReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      async (request) => presentAdminReport(await closeReport(ctx, requireUser(request), request.params.id, outcome)),
    );
  }
}
