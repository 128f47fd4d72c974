import { errorResponses, feedJobListSchema, recommendJobsQuerySchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { presentRecommendedJob } from './recommendations.presenter.js';
import { recommendJobs } from './recommendations.service.js';

/** The Recommended Jobs tab of the job feed (document 2 §2, §3 "Job (feed)" color, §9). */
export function registerRecommendationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/recommend_jobs/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['Jobs'],
        summary: 'Recommended jobs of the signed-in job seeker, best match first, with colour and reasons',
        security: [{ token: [] }],
        querystring: recommendJobsQuerySchema,
        response: { 200: feedJobListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const jobs = await recommendJobs(ctx, requireUser(request), request.query.user_id);
      return jobs.map(presentRecommendedJob);
    },
  );
}
