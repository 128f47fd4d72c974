import {
  EDIT_PROFILE_FIELDS,
  errorResponses,
  jobSeekerProfileSchema,
  messageResponseSchema,
  profilePictureResponseSchema,
  profileSavedSchema,
  pwdCardImageQuerySchema,
  type PwdCardImageQuery,
  userIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { deleteOwnAccount } from './delete-account.service.js';
import { EDIT_PROFILE_FILE_FIELDS, editProfile, type EditProfileForm } from './edit-profile.service.js';
import { attachmentDisposition, getProfilePicture, getUserDetails, readResume } from './job-seeker-profiles.service.js';

/** Counted per signed-in person, not per address: a disability affairs office may share one network. */
function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

export const PROFILE_RATE_LIMITS = {
  edit: { max: 30, timeWindow: '10 minutes', keyGenerator: perPerson },
  deleteAccount: { max: 5, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

export const NOT_A_PROFILE_FORM =
  'Send the profile as a form upload (multipart/form-data), with the picture in "profile_picture" and the resume in "employee_resume".';

const tags = ['Job seeker profiles'];
type UserIdParams = z.infer<typeof userIdParamsSchema>;

function readEditProfileForm(request: FastifyRequest): Promise<EditProfileForm> {
  return readFormUpload(request, {
    fileFields: EDIT_PROFILE_FILE_FIELDS,
    textFields: EDIT_PROFILE_FIELDS,
    notMultipartMessage: NOT_A_PROFILE_FORM,
  });
}

export function registerJobSeekerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/get-user-details/:userId/',
    {
      schema: {
        tags,
        security: [{}, { token: [] }],
        summary: "A job seeker's profile (token optional: what you see depends on who you are)",
        description:
          'Everyone sees the professional profile. Employers also see e-mail, contact number and disability, ' +
          'and the resume once the person applied to one of their jobs; the person and admins see everything. ' +
          'The resume is a signed link that works for 5 minutes. Never the ID number or the card.',
        params: userIdParamsSchema,
        response: { 200: jobSeekerProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getUserDetails(ctx, request.user, request.params.userId),
  );

  r.put(
    '/api/edit-profile/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Job seeker: save your profile (multipart form)',
        description:
          `Text fields ${EDIT_PROFILE_FIELDS.join(', ')} (each optional: a field left out keeps its value), an ` +
          'optional profile_picture (JPEG, PNG, WebP or AVIF; re-encoded without metadata) and an optional ' +
          'employee_resume (PDF or Word, at most 10 MB, checked by its bytes). Other fields are ignored.',
        consumes: ['multipart/form-data'],
        response: { 200: profileSavedSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      config: { rateLimit: PROFILE_RATE_LIMITS.edit },
    },
    async (request) => editProfile(ctx, requireUser(request), () => readEditProfileForm(request)),
  );

  r.get(
    '/api/get-profile-picture/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Your own profile picture path (null without one)',
        response: { 200: profilePictureResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfilePicture(ctx, requireUser(request)),
  );

  r.delete(
    '/api/delete-account/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'Job seeker: delete your account, profile, preferences, applications and files',
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 429) },
      },
      config: { rateLimit: PROFILE_RATE_LIMITS.deleteAccount },
    },
    async (request) => deleteOwnAccount(ctx, requireUser(request)),
  );

  // Untyped reply: the answer is the document's bytes, which the zod type provider cannot describe.
  app.get<{ Params: UserIdParams; Querystring: PwdCardImageQuery }>(
    '/api/resume/:userId/',
    {
      schema: {
        tags,
        summary: 'A resume itself, for a signed link from /api/get-user-details/',
        description: 'Downloads the PDF or Word file when the signature is valid and unexpired (5 minutes).',
        params: userIdParamsSchema,
        querystring: pwdCardImageQuerySchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const resume = await readResume(ctx, request.params.userId, request.query);
      return reply
        .header('content-type', resume.contentType)
        .header('content-disposition', attachmentDisposition(resume.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(resume.bytes);
    },
  );
}
