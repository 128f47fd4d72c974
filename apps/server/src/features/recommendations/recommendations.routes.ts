import { recommendationsApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentRecommendedJob } from './recommendations.presenter.js';
import { recommendJobs } from './recommendations.service.js';

/** The Recommended Jobs tab of the job feed (document 2 §2, §3 "Job (feed)" color, §9). */
export function recommendationRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(recommendationsApi.recommendedJobs, async ({ actor, query }) => {
      const { jobs, workNeeds } = await recommendJobs(ctx, actor, query.user_id);
      return jobs.map((job) => presentRecommendedJob(job, workNeeds));
    }),
  ];
}
