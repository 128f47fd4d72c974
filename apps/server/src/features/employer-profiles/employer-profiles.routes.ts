import {
  EMPLOYER_PROFILE_FIELDS,
  EMPLOYER_PROFILE_MESSAGES,
  employerProfileRequestSchema,
  employerProfileSavedSchema,
  employerProfileSchema,
  errorResponses,
  userIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { acceptOnlyFormUploads, requireMultipartForm } from '../../platform/uploads/multipart-upload.js';
import { presentEmployerProfile } from './employer-profiles.presenter.js';
import { getEmployerProfile, saveEmployerProfile } from './employer-profiles.service.js';

/** Per-address limit: a company fixing its profile saves a few times; a loop of logo uploads is stopped. */
export const EMPLOYER_PROFILE_RATE_LIMITS = {
  save: { max: 30, timeWindow: '10 minutes' },
} as const;

/** The 415 answer to a body that is not the form (a JSON body, a raw image): it names this form, not a photo. */
export const NOT_AN_EMPLOYER_PROFILE_FORM =
  'Send the company profile as a form upload (multipart/form-data), with the logo, if any, in a field named "comp_logo".';

const tags = ['Employer profiles'];

/**
 * The multipart form, for the OpenAPI document only: the multipart plugin leaves the parsed body empty
 * (hence nullish) and the service reads the stream and checks the text fields with the contract schema.
 */
const employerProfileFormSchema = employerProfileRequestSchema
  .extend({
    comp_logo: z
      .string()
      .meta({ format: 'binary', description: 'Optional company logo: JPEG, PNG, WebP or AVIF, at most 10 MB.' })
      .optional(),
  })
  .nullish()
  .meta({ id: 'EmployerProfileForm' });

export function registerEmployerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Its own scope, so a raw (non-form) body gets the upload's 415 message instead of "Send JSON".
  void app.register((scope, _options, done) => {
    acceptOnlyFormUploads(scope, NOT_AN_EMPLOYER_PROFILE_FORM);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/employer-profile/',
      {
        preValidation: [requireSignedIn, requireMultipartForm(NOT_AN_EMPLOYER_PROFILE_FORM)],
        schema: {
          tags,
          summary: "Employer: create or update the company profile (multipart, optional logo in 'comp_logo')",
          description:
            'Writes the profile of the signed-in employer (never anyone else: the form carries no owner). ' +
            'A new logo is re-encoded without metadata and served under /media/logos/; the old one is removed.',
          security: [{ token: [] }],
          consumes: ['multipart/form-data'],
          body: employerProfileFormSchema,
          response: { 200: employerProfileSavedSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
        },
        config: { rateLimit: EMPLOYER_PROFILE_RATE_LIMITS.save },
      },
      async (request) => {
        const row = await saveEmployerProfile(ctx, requireUser(request), () =>
          readFormUpload(request, {
            fileFields: ['comp_logo'],
            textFields: EMPLOYER_PROFILE_FIELDS,
            notMultipartMessage: NOT_AN_EMPLOYER_PROFILE_FORM,
          }),
        );
        return { message: EMPLOYER_PROFILE_MESSAGES.saved, profile: presentEmployerProfile(row) };
      },
    );
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/get-employer-details/:userId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "The company profile of an employer (any signed-in user: job seekers read a job's company)",
        security: [{ token: [] }],
        params: userIdParamsSchema,
        response: { 200: employerProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      presentEmployerProfile(await getEmployerProfile(ctx, requireUser(request), request.params.userId)),
  );
}
