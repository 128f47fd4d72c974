import { preferencesApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { hasPreferences, listPreferenceOptions, savePreferences } from './preferences.service.js';

/** Counted per signed-in person (many job seekers may share one office network). */
export const PREFERENCE_RATE_LIMITS = {
  save: { max: 60, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/** A job seeker's specialty preferences: the check any signed-in person makes of themself, the picker. */
export function preferenceRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(preferencesApi.hasPreferences, ({ actor, params }) => hasPreferences(ctx, actor, params.userId)),
    route(preferencesApi.listOptions, ({ actor }) => listPreferenceOptions(ctx, actor)),
    route(preferencesApi.save, ({ actor, body }) => savePreferences(ctx, actor, body.tags), {
      rateLimit: PREFERENCE_RATE_LIMITS.save,
    }),
  ];
}
