import { adminUsersApi, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentAdminUser } from './admin-users.presenter.js';
import {
  approveUser,
  deleteJobSeeker,
  listAllJobSeekers,
  listPendingUsers,
  rejectUser,
  type JobSeekerPage,
} from './admin-users.service.js';

/** The page's rows as records, with the number matching over all pages in X-Total-Count. */
function answerPage(reply: FastifyReply, { rows, total }: JobSeekerPage) {
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows.map(presentAdminUser);
}

/**
 * Admin verification of job seekers and Manage Users (Admin only: the declarations refuse other roles
 * with 403, and the services check the role again). Approve, reject and delete accept an empty JSON
 * body as none: the spec's client POSTs approve and reject without one.
 */
export function adminUserRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(adminUsersApi.listPendingUsers, async ({ actor, query, reply }) =>
      answerPage(reply, await listPendingUsers(ctx, actor, query)),
    ),
    route(adminUsersApi.approveUser, ({ actor, params }) => approveUser(ctx, actor, params.userId)),
    route(adminUsersApi.rejectUser, ({ actor, params, body }) => rejectUser(ctx, actor, params.userId, body?.reason)),
    route(adminUsersApi.listUsers, async ({ actor, query, reply }) =>
      answerPage(reply, await listAllJobSeekers(ctx, actor, query)),
    ),
    route(adminUsersApi.deleteUser, ({ actor, params, body }) =>
      deleteJobSeeker(ctx, actor, params.userId, body?.reason),
    ),
  ];
}
