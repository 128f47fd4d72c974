import { jobFairsApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { sendCalendar } from './job-fair-calendar.js';
import { presentEmployerFairJob, presentFairJob } from './job-fair-jobs.presenter.js';
import { presentJobFair } from './job-fairs.presenter.js';
import {
  createFair,
  fairCalendarFile,
  getFair,
  listEmployerJobsForFair,
  listFairJobs,
  listFairs,
  removeOwnFair,
  updateOwnFair,
  type FairView,
} from './job-fairs.service.js';

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/**
 * Per employer (a placement office may run fairs for several companies from one network): far more fairs
 * than anyone sets up or edits by hand, few enough to stop a script from flooding the list.
 */
export const JOB_FAIR_RATE_LIMITS = {
  create: { max: 20, timeWindow: '10 minutes', keyGenerator: perPerson },
  edit: { max: 120, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

/** Job fairs: the public list and details, the employer's own fairs and their jobs, the calendar file. */
export function jobFairRoutes(ctx: AppContext): EndpointRoute[] {
  const present = (view: FairView) => presentJobFair(view.row, view.viewer, ctx.now());
  const presentSaved = (saved: { message: string; fair: FairView }) => ({
    message: saved.message,
    job_fair: present(saved.fair),
  });
  return [
    route(jobFairsApi.list, async ({ actor, query }) => (await listFairs(ctx, actor, query)).map(present)),
    route(jobFairsApi.create, async ({ actor, body }) => presentSaved(await createFair(ctx, actor, body)), {
      rateLimit: JOB_FAIR_RATE_LIMITS.create,
    }),
    route(jobFairsApi.get, async ({ actor, params }) => present(await getFair(ctx, actor, params.id))),
    route(
      jobFairsApi.update,
      async ({ actor, params, body }) => presentSaved(await updateOwnFair(ctx, actor, params.id, body)),
      { rateLimit: JOB_FAIR_RATE_LIMITS.edit },
    ),
    route(jobFairsApi.remove, ({ actor, params }) => removeOwnFair(ctx, actor, params.id), {
      rateLimit: JOB_FAIR_RATE_LIMITS.edit,
    }),
    route(jobFairsApi.jobs, async ({ params }) => (await listFairJobs(ctx, params.id)).map(presentFairJob)),
    route(jobFairsApi.employerJobs, async ({ actor, params }) =>
      (await listEmployerJobsForFair(ctx, actor, params.id)).map(presentEmployerFairJob),
    ),
    // The answer is a file, so the handler sends it on the reply itself.
    route(jobFairsApi.calendar, async ({ actor, params, query, reply }) =>
      sendCalendar(reply, await fairCalendarFile(ctx, actor, params.id, query)),
    ),
  ];
}
