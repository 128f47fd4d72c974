import { adminUsersApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
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
 * Admin verification of job seekers and Manage Users (Admin only: the declarations refuse other roles
 * with 403, and the services check the role again). Approve, reject and delete accept an empty JSON
 * body as none: the spec's client POSTs approve and reject without one.
 */
export function adminUserRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(adminUsersApi.listPendingUsers, async ({ actor }) =>
      (await listPendingUsers(ctx, actor)).map(presentAdminUser),
    ),
    route(adminUsersApi.approveUser, ({ actor, params }) => approveUser(ctx, actor, params.userId)),
    route(adminUsersApi.rejectUser, ({ actor, params, body }) => rejectUser(ctx, actor, params.userId, body?.reason)),
    route(adminUsersApi.listUsers, async ({ actor }) => (await listAllJobSeekers(ctx, actor)).map(presentAdminUser)),
    route(adminUsersApi.deleteUser, ({ actor, params, body }) =>
      deleteJobSeeker(ctx, actor, params.userId, body?.reason),
    ),
    route(adminUsersApi.listDecisions, async ({ actor, query }) =>
      (await listAdminDecisions(ctx, actor, query.limit)).map(presentAdminDecision),
    ),
  ];
}
