import {
  applicationDecisionSchema,
  applicationIdParamsSchema,
  applicationIdPathSchema,
  applicationSubmittedSchema,
  employerDashboardSchema,
  errorResponses,
  messageResponseSchema,
  myApplicationListSchema,
  pwdCardImageQuerySchema,
  resumeLinkSchema,
  SUBMIT_APPLICATION_FIELDS,
  submitApplicationRequestSchema,
  type PwdCardImageQuery,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { acceptEmptyJsonBody } from '../../platform/http-body.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { acceptOnlyFormUploads, requireMultipartForm } from '../../platform/uploads/multipart-upload.js';
import { decideApplication, deleteApplicationOfApplicant } from './application-decisions.service.js';
import { attachmentDisposition, createResumeLink, readApplicationResume } from './application-resumes.service.js';
import { presentEmployerDashboard, presentMyApplication } from './applications.presenter.js';
import { cancelApplication, listMyApplications, submitApplication, SUBMIT_MESSAGES } from './applications.service.js';
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

const tags = ['Applications'];
const signedIn = { preValidation: requireSignedIn };
const security = [{ token: [] }];

/** The multipart form as OpenAPI shows it (documentation only: the handler reads the stream). */
const submitApplicationFormSchema = submitApplicationRequestSchema
  .extend({
    resume: z
      .string()
      .meta({ format: 'binary', description: 'PDF or Word, at most 10 MB. Without it, the profile resume is copied.' })
      .optional(),
  })
  .nullish();

export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Its own scope, so a raw (non-form) body gets the application's 415 message instead of "Send JSON".
  void app.register((scope, _options, done) => {
    acceptOnlyFormUploads(scope, SUBMIT_MESSAGES.notMultipart);
    registerSubmitRoute(scope, ctx);
    done();
  });
  // Its own scope, so an empty JSON body counts as no body: the spec's client sends these calls without
  // one, and other clients send `Content-Type: application/json` with nothing after it.
  void app.register((scope, _options, done) => {
    acceptEmptyJsonBody(scope);
    registerBodylessRoutes(scope, ctx);
    done();
  });
  registerReadRoutes(app, ctx);
}

function registerSubmitRoute(scope: FastifyInstance, ctx: AppContext): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/submit-application/',
    {
      preValidation: [requireSignedIn, requireMultipartForm(SUBMIT_MESSAGES.notMultipart)],
      schema: {
        tags,
        summary: 'Job seeker: apply to a job (multipart form; applicant data comes from the stored profile)',
        description:
          'The applicant_* fields are accepted but ignored: name, role, experience, location, skills and contact ' +
          'number are copied from the stored profile, which must be complete (400 otherwise). The resume is the ' +
          'uploaded file (PDF or Word by its bytes, else 415) or a copy of the profile resume; none is fine.',
        security,
        consumes: ['multipart/form-data'],
        body: submitApplicationFormSchema,
        response: { 201: applicationSubmittedSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: { rateLimit: APPLICATION_RATE_LIMITS.submit },
    },
    async (request, reply) => {
      const answer = await submitApplication(ctx, requireUser(request), () =>
        readFormUpload(request, {
          fileFields: ['resume'],
          textFields: SUBMIT_APPLICATION_FIELDS,
          notMultipartMessage: SUBMIT_MESSAGES.notMultipart,
        }),
      );
      return reply.code(201).send(answer);
    },
  );
}

function registerBodylessRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();

  r.delete(
    '/api/cancel-application/:application_id/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Job seeker: withdraw one of your own applications (no body)',
        description: "Someone else's application answers 404, like a missing one.",
        security,
        params: applicationIdPathSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => cancelApplication(ctx, requireUser(request), request.params.application_id),
  );

  for (const [path, decision] of [
    ['/api/applications/:id/approve/', 'Approved'],
    ['/api/applications/:id/decline/', 'Declined'],
  ] as const) {
    r.post(
      path,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Employer: ${decision === 'Approved' ? 'approve' : 'decline'} a pending applicant of your job (no body)`,
          description: 'The applicant is notified in the app and by e-mail.',
          security,
          params: applicationIdParamsSchema,
          response: { 200: applicationDecisionSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => decideApplication(ctx, requireUser(request), request.params.id, decision),
    );
  }

  r.delete(
    '/api/delete-application/:application_id/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Employer: remove a pending applicant of your job (no body)',
        description: 'The applicant is told in the app and by e-mail that you are not moving forward.',
        security,
        params: applicationIdPathSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteApplicationOfApplicant(ctx, requireUser(request), request.params.application_id),
  );
}

function registerReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/my-applications/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Job seeker: your applications, newest first',
        security,
        response: { 200: myApplicationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => (await listMyApplications(ctx, requireUser(request))).map(presentMyApplication),
  );

  r.get(
    '/api/employer-dashboard',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Employer: counts, every applicant to your jobs (newest first) and your postings',
        security,
        response: { 200: employerDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => presentEmployerDashboard(await getEmployerDashboard(ctx, requireUser(request))),
  );

  r.get(
    '/api/applications/:id/resume/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Employer (of the job) or admin: a link to the applicant's resume that works for 5 minutes",
        security,
        params: applicationIdParamsSchema,
        response: { 200: resumeLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => createResumeLink(ctx, requireUser(request), request.params.id),
  );

  // Untyped reply: the answer is the document's bytes, which the zod type provider cannot describe. The
  // query has the same shape as a card image's signed link (expires, signature; both optional so a
  // missing one answers 403, not a validation error).
  app.get<{ Params: z.infer<typeof applicationIdParamsSchema>; Querystring: PwdCardImageQuery }>(
    '/api/application-resume/:id/',
    {
      schema: {
        tags,
        summary: 'The resume itself, for a signed link from /api/applications/{id}/resume/',
        description: 'Answers the document (PDF or Word) as a download when the signature is valid and unexpired.',
        params: applicationIdParamsSchema,
        querystring: pwdCardImageQuerySchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const resume = await readApplicationResume(ctx, request.params.id, request.query);
      return reply
        .header('content-type', resume.contentType)
        .header('content-disposition', attachmentDisposition(resume.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(resume.bytes);
    },
  );
}
