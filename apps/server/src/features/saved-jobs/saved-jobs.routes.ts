import { savedJobsApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentSavedJob } from './saved-jobs.presenter.js';
import { getSavedJobs, removeSavedJob, saveJob } from './saved-jobs.service.js';

/** Counted per signed-in person (many job seekers may share one office network). */
export const SAVED_JOB_RATE_LIMITS = {
  save: {
    max: 120,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  },
} as const;

/** A job seeker's saved jobs: the list, saving one, taking one off (decision 035). */
export function savedJobRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(savedJobsApi.list, async ({ actor }) => (await getSavedJobs(ctx, actor)).map(presentSavedJob)),
    route(savedJobsApi.save, ({ actor, body }) => saveJob(ctx, actor, body.post_id), {
      rateLimit: SAVED_JOB_RATE_LIMITS.save,
    }),
    route(savedJobsApi.remove, ({ actor, params }) => removeSavedJob(ctx, actor, params.saved_id)),
  ];
}
