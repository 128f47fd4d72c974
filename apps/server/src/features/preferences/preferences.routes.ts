import { errorResponses, hasPreferencesResponseSchema, userIdParamsSchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { hasPreferences } from './preferences.service.js';

export function registerPreferenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user-preferences/:userId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['Preferences'],
        security: [{ token: [] }],
        summary: 'Whether the user has chosen specialty preferences (yourself only)',
        params: userIdParamsSchema,
        response: { 200: hasPreferencesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => hasPreferences(ctx, requireUser(request), request.params.userId),
  );
}
