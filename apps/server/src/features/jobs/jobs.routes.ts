import { jobsApi, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { employerAccountRoutes } from './employer-account.routes.js';
import { presentEmployerJob, presentFeedJob } from '../job-feed/index.js';
import { jobPostingRoutes } from './job-posting.routes.js';
import {
  presentJobDetail,
  presentPublicJob,
  presentPublicJobSearch,
  presentTag,
  presentTagId,
} from './jobs.presenter.js';
import {
  allJobs,
  disabilityTagList,
  employerJobs,
  jobDetail,
  jobDisabilityTagIds,
  jobTagIds,
  publicJobs,
  publicJobSearch,
  specialtyTags,
} from './jobs.service.js';

/**
 * `?category=A&category=B` arrives as a list; the contract reads one comma-separated text, so a repeated
 * parameter is joined before validation rather than refused.
 */
function joinRepeatedCategory(request: FastifyRequest, _reply: unknown, done: () => void): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Array.isArray(query.category)) query.category = query.category.join(',');
  done();
}

/** The jobs: public reads, the employer's own list, the feed, and (below) posting and the employer account. */
export function jobRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(jobsApi.publicJobs, async () => (await publicJobs(ctx)).map(presentPublicJob)),
    route(jobsApi.tags, async () => (await specialtyTags(ctx)).map(presentTag)),
    route(jobsApi.disabilityTags, async () => (await disabilityTagList(ctx)).map(presentTag)),
    route(jobsApi.jobTagIds, async ({ params }) => (await jobTagIds(ctx, params.jobId)).map(presentTagId)),
    route(jobsApi.jobDisabilityTagIds, async ({ params }) =>
      (await jobDisabilityTagIds(ctx, params.jobId)).map(presentTagId),
    ),
    route(jobsApi.jobDetail, async ({ actor, params }) => {
      const { row, myApplication } = await jobDetail(ctx, actor, params.post_id);
      return presentJobDetail(row, myApplication);
    }),
    route(jobsApi.employerJobs, async ({ actor }) => (await employerJobs(ctx, actor)).map(presentEmployerJob)),
    route(
      jobsApi.allJobs,
      async ({ actor, query, reply }) => {
        const { rows, total, mine } = await allJobs(ctx, actor, query);
        void reply.header(TOTAL_COUNT_HEADER, String(total));
        return rows.map((row) => presentFeedJob(row, mine ? (mine.get(row.id) ?? null) : undefined));
      },
      { preValidation: [joinRepeatedCategory] },
    ),
    route(jobsApi.publicJobSearch, async ({ query }) => presentPublicJobSearch(await publicJobSearch(ctx, query))),
    ...jobPostingRoutes(ctx),
    ...employerAccountRoutes(ctx),
  ];
}
