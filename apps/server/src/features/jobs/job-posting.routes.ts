import { jobsApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { deleteJob, editJob, postJob } from './job-posting.service.js';

/**
 * Per-address limits on writing jobs: far above what an employer (or a placement office posting for
 * several companies from one network) does by hand, low enough to stop a script flooding the feed.
 */
export const JOB_WRITE_RATE_LIMITS = {
  post: { max: 60, timeWindow: '10 minutes' },
  edit: { max: 120, timeWindow: '10 minutes' },
  delete: { max: 60, timeWindow: '10 minutes' },
} as const;

/** Posting, editing and deleting jobs: employers only, and only their own jobs. */
export function jobPostingRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(jobsApi.postJob, ({ actor, body }) => postJob(ctx, actor, body), { rateLimit: JOB_WRITE_RATE_LIMITS.post }),
    route(jobsApi.editJob, ({ actor, params, body }) => editJob(ctx, actor, params.jobId, body), {
      rateLimit: JOB_WRITE_RATE_LIMITS.edit,
    }),
    route(jobsApi.deleteJob, ({ actor, params }) => deleteJob(ctx, actor, params.post_id), {
      rateLimit: JOB_WRITE_RATE_LIMITS.delete,
    }),
  ];
}
