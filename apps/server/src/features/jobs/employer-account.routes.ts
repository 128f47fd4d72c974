import { errorResponses, messageResponseSchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { deleteEmployerAccount } from './employer-account.service.js';

/** Deleting an account is rare; a few tries per address leave room for a retry after a network error. */
export const EMPLOYER_ACCOUNT_RATE_LIMITS = {
  delete: { max: 10, timeWindow: '1 hour' },
} as const;

/** DELETE /api/delete-emp-account/ (document 1 §7): an employer deletes their own account. */
export function registerEmployerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/delete-emp-account/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['Jobs'],
        summary: 'Delete your employer account, company profile and jobs; applicants are told',
        security: [{ token: [] }],
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 429) },
      },
      config: { rateLimit: EMPLOYER_ACCOUNT_RATE_LIMITS.delete },
    },
    async (request) => deleteEmployerAccount(ctx, requireUser(request)),
  );
}
