import { jobFairsApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentRegistration, presentRegistrationSaved } from './job-fair-registrations.presenter.js';
import {
  cancelMyRegistration,
  checkRegistration,
  listMyRegistrations,
  registerForFair,
  updateMyRegistration,
} from './job-fair-registrations.service.js';

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/**
 * Per person (a disability affairs office may register many people from one network): far more than
 * anyone registers, changes or cancels by hand, few enough to stop a script from taking every seat.
 */
export const JOB_FAIR_REGISTRATION_RATE_LIMITS = {
  register: { max: 30, timeWindow: '10 minutes', keyGenerator: perPerson },
  change: { max: 60, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

/** A job seeker's registrations for job fairs, and the registration check of the original client. */
export function jobFairRegistrationRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(jobFairsApi.myRegistrations, async ({ actor }) =>
      (await listMyRegistrations(ctx, actor)).map((view) => presentRegistration(view, ctx)),
    ),
    route(
      jobFairsApi.register,
      async ({ actor, body }) => presentRegistrationSaved(await registerForFair(ctx, actor, body), ctx),
      { rateLimit: JOB_FAIR_REGISTRATION_RATE_LIMITS.register },
    ),
    route(
      jobFairsApi.updateRegistration,
      async ({ actor, params, body }) =>
        presentRegistrationSaved(await updateMyRegistration(ctx, actor, params.id, body), ctx),
      { rateLimit: JOB_FAIR_REGISTRATION_RATE_LIMITS.change },
    ),
    route(jobFairsApi.cancelRegistration, ({ actor, params }) => cancelMyRegistration(ctx, actor, params.id), {
      rateLimit: JOB_FAIR_REGISTRATION_RATE_LIMITS.change,
    }),
    route(jobFairsApi.registrationCheck, ({ actor, query }) => checkRegistration(ctx, actor, query)),
  ];
}
