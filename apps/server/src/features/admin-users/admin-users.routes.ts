import {
  adminDecisionListQuerySchema,
  adminDecisionListSchema,
  adminUserListSchema,
  deleteUserRequestSchema,
  errorResponses,
  messageResponseSchema,
  rejectUserRequestSchema,
  userIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { acceptEmptyJsonBody } from '../../platform/http-body.js';
import { presentAdminDecision, presentAdminUser } from './admin-users.presenter.js';
import {
  approveUser,
  deleteJobSeeker,
  listAdminDecisions,
  listAllJobSeekers,
  listPendingUsers,
  rejectUser,
} from './admin-users.service.js';

/**
 * The options every admin route shares: a signed-in caller (the service checks the Admin role, so a
 * signed-in non-admin gets 403 rather than 401) and the Admin section of the API docs.
 */
function adminRoute<Schema extends object>(schema: Schema) {
  return { preValidation: requireSignedIn, schema: { tags: ['Admin'], security: [{ token: [] }], ...schema } };
}

/**
 * Admin verification of job seekers and Manage Users. The routes live in their own scope so that an
 * empty JSON body counts as no body: the spec's client POSTs approve and reject without one, and other
 * clients send `Content-Type: application/json` with nothing after it.
 */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register((scope, _options, done) => {
    acceptEmptyJsonBody(scope);
    registerRoutes(scope, ctx);
    done();
  });
}

function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/pending-users/',
    adminRoute({
      summary: 'Job seekers waiting for approval, oldest first',
      response: { 200: adminUserListSchema, ...errorResponses(401, 403) },
    }),
    async (request) => (await listPendingUsers(ctx, requireUser(request))).map(presentAdminUser),
  );

  r.post(
    '/api/admin/approve-user/:userId/',
    adminRoute({
      summary: 'Approve a pending job seeker (no body); they are notified in the app and by e-mail',
      params: userIdParamsSchema,
      response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => approveUser(ctx, requireUser(request), request.params.userId),
  );

  r.post(
    '/api/admin/reject-user/:userId/',
    adminRoute({
      summary: 'Reject a pending job seeker: the account and card image are deleted; the person is e-mailed',
      params: userIdParamsSchema,
      body: rejectUserRequestSchema.nullish(),
      response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => rejectUser(ctx, requireUser(request), request.params.userId, request.body?.reason),
  );

  r.get(
    '/api/admin/users/',
    adminRoute({
      summary: 'All job seekers, whatever their status, newest first',
      response: { 200: adminUserListSchema, ...errorResponses(401, 403) },
    }),
    async (request) => (await listAllJobSeekers(ctx, requireUser(request))).map(presentAdminUser),
  );

  r.delete(
    '/api/admin/delete-user/:userId/',
    adminRoute({
      summary: 'Delete a job seeker account and its card image; the person is e-mailed',
      params: userIdParamsSchema,
      body: deleteUserRequestSchema.nullish(),
      response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => deleteJobSeeker(ctx, requireUser(request), request.params.userId, request.body?.reason),
  );

  r.get(
    '/api/admin/decisions/',
    adminRoute({
      summary: 'Recorded admin decisions (who, what, about whom, when), newest first',
      querystring: adminDecisionListQuerySchema,
      response: { 200: adminDecisionListSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      (await listAdminDecisions(ctx, requireUser(request), request.query.limit)).map(presentAdminDecision),
  );
}
