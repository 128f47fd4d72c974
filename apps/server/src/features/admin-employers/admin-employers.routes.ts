import { adminEmployersApi, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentAdminEmployer, presentAdminEmployerDetail } from './admin-employers.presenter.js';
import {
  deleteEmployer,
  deleteJobAsAdmin,
  employerDetail,
  employerFilters,
  listEmployers,
} from './admin-employers.service.js';

/**
 * Manage Employers (Admin only: the declarations refuse other roles with 403, and the services check the
 * role again): the list with its filters, one employer's profile and jobs, the deletion of an employer,
 * and the deletion of any job post (reported ones); both deletions accept an empty JSON body as none
 * (the spec's client sends no body).
 */
export function adminEmployerRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(adminEmployersApi.listEmployers, async ({ actor, query, reply }) => {
      const { rows, total } = await listEmployers(ctx, actor, query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(presentAdminEmployer);
    }),
    route(adminEmployersApi.employerFilters, ({ actor }) => employerFilters(ctx, actor)),
    route(adminEmployersApi.getEmployer, async ({ actor, params }) =>
      presentAdminEmployerDetail(await employerDetail(ctx, actor, params.userId)),
    ),
    route(adminEmployersApi.deleteEmployer, ({ actor, params, body }) =>
      deleteEmployer(ctx, actor, params.userId, body?.reason),
    ),
    route(adminEmployersApi.deleteJob, ({ actor, params, body }) =>
      deleteJobAsAdmin(ctx, actor, params.jobId, body?.reason),
    ),
  ];
}
