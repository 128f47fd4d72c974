import { preferencesApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { getWorkNeeds, saveWorkNeeds } from './work-needs.service.js';

/** Counted per signed-in person (many job seekers may share one office network). */
export const WORK_NEEDS_RATE_LIMITS = {
  save: {
    max: 60,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  },
} as const;

/** What a job seeker needs at work: reading and replacing their own (decision 033). */
export function workNeedsRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(preferencesApi.workNeeds, ({ actor }) => getWorkNeeds(ctx, actor)),
    route(preferencesApi.saveWorkNeeds, ({ actor, body }) => saveWorkNeeds(ctx, actor, body.work_needs), {
      rateLimit: WORK_NEEDS_RATE_LIMITS.save,
    }),
  ];
}
