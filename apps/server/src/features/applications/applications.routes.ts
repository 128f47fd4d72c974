import { APPLICATION_MESSAGES, applicationsApi, SUBMIT_APPLICATION_FIELDS } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendPrivateFile } from '../../platform/files/signed-file.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { decideApplication, deleteApplicationOfApplicant } from './application-decisions.service.js';
import { answerAccommodations, setDisclosure } from './application-terms.service.js';
import { createResumeLink, readApplicationResume } from './application-resumes.service.js';
import { presentEmployerDashboard, presentMyApplication } from './applications.presenter.js';
import { cancelApplication, listMyApplications, submitApplication } from './applications.service.js';
import { getEmployerDashboard } from './employer-dashboard.service.js';

/**
 * Per person (by account, so a disability affairs office helping many people from one network is not
 * slowed down): far more than anyone applies by hand in ten minutes, few enough to stop a script from
 * flooding employers.
 */
export const APPLICATION_RATE_LIMITS = {
  submit: {
    max: 30,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  },
} as const;

/** Applying (a form with an optional resume), withdrawing, the employer's decisions, and the resumes. */
export function applicationRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(
      applicationsApi.submit,
      ({ actor, request }) =>
        submitApplication(ctx, actor, () =>
          readFormUpload(request, {
            fileFields: ['resume'],
            textFields: SUBMIT_APPLICATION_FIELDS,
            notMultipartMessage: APPLICATION_MESSAGES.notMultipart,
          }),
        ),
      { rateLimit: APPLICATION_RATE_LIMITS.submit, notMultipartMessage: APPLICATION_MESSAGES.notMultipart },
    ),
    route(applicationsApi.setDisclosure, ({ actor, params, body }) =>
      setDisclosure(ctx, actor, params.id, body.disclose_disability),
    ),
    route(applicationsApi.answerAccommodations, ({ actor, params, body }) =>
      answerAccommodations(ctx, actor, params.id, body.answers),
    ),
    route(applicationsApi.cancel, ({ actor, params }) => cancelApplication(ctx, actor, params.application_id)),
    route(applicationsApi.approve, ({ actor, params }) => decideApplication(ctx, actor, params.id, 'Approved')),
    route(applicationsApi.decline, ({ actor, params }) => decideApplication(ctx, actor, params.id, 'Declined')),
    route(applicationsApi.deleteOfApplicant, ({ actor, params }) =>
      deleteApplicationOfApplicant(ctx, actor, params.application_id),
    ),
    route(applicationsApi.myApplications, async ({ actor }) =>
      (await listMyApplications(ctx, actor)).map(presentMyApplication),
    ),
    route(applicationsApi.employerDashboard, async ({ actor }) =>
      presentEmployerDashboard(await getEmployerDashboard(ctx, actor)),
    ),
    route(applicationsApi.resumeLink, ({ actor, params }) => createResumeLink(ctx, actor, params.id)),
    // The answer is the document's bytes, so the handler sends it on the reply itself.
    route(applicationsApi.resume, async ({ params, query, reply }) =>
      sendPrivateFile(reply, await readApplicationResume(ctx, params.id, query)),
    ),
  ];
}
