import { jobsApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { deleteEmployerAccount } from './employer-account.service.js';

/** Deleting an account is rare; a few tries per address leave room for a retry after a network error. */
export const EMPLOYER_ACCOUNT_RATE_LIMITS = {
  delete: { max: 10, timeWindow: '1 hour' },
} as const;

/** DELETE /api/delete-emp-account/ (document 1 §7): an employer deletes their own account. */
export function employerAccountRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(jobsApi.deleteEmployerAccount, ({ actor }) => deleteEmployerAccount(ctx, actor), {
      rateLimit: EMPLOYER_ACCOUNT_RATE_LIMITS.delete,
    }),
  ];
}
