import {
  errorResponses,
  hasPreferencesResponseSchema,
  preferenceOptionListSchema,
  savePreferencesRequestSchema,
  savePreferencesResponseSchema,
  userIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { hasPreferences, listPreferenceOptions, savePreferences } from './preferences.service.js';

/** Counted per signed-in person (many job seekers may share one office network). */
export const PREFERENCE_RATE_LIMITS = {
  save: { max: 60, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

const tags = ['Preferences'];

export function registerPreferenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user-preferences/:userId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Whether the user has chosen specialty preferences (yourself only)',
        params: userIdParamsSchema,
        response: { 200: hasPreferencesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => hasPreferences(ctx, requireUser(request), request.params.userId),
  );

  r.get(
    '/api/preferences/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Job seeker: every specialty tag by name, with your own choices marked',
        response: { 200: preferenceOptionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listPreferenceOptions(ctx, requireUser(request)),
  );

  r.post(
    '/api/save-preferences/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Job seeker: replace your specialty preferences (1 to 5 tag ids)',
        description:
          'has_profile says whether your profile is complete (the picker then goes home, else to Edit Profile).',
        body: savePreferencesRequestSchema,
        response: { 200: savePreferencesResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit: PREFERENCE_RATE_LIMITS.save },
    },
    async (request) => savePreferences(ctx, requireUser(request), request.body.tags),
  );
}
