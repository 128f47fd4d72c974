import {
  errorResponses,
  messageResponseSchema,
  pwdCardImageQuerySchema,
  type PwdCardImageQuery,
  retrieveCardResponseSchema,
  uploadPwdCardRequestSchema,
  userIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { acceptOnlyFormUploads, requireMultipart } from '../../platform/uploads/multipart-upload.js';
import { readCardUpload } from './card-image-upload.js';
import { presentCardLink } from './pwd-cards.presenter.js';
import { readCardImage, retrieveCardLink, uploadPwdCard } from './pwd-cards.service.js';

/** Per-address limit: a disability affairs office may sign up many people from one network. */
export const PWD_CARD_RATE_LIMITS = {
  upload: { max: 30, timeWindow: '10 minutes' },
} as const;

const tags = ['PWD cards'];
type UserIdParams = z.infer<typeof userIdParamsSchema>;

export function registerPwdCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Its own scope, so a raw (non-form) body gets the upload's 415 message instead of "Send JSON".
  void app.register((scope, _options, done) => {
    acceptOnlyFormUploads(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/upload-pwd-card/',
      {
        preValidation: requireMultipart,
        schema: {
          tags,
          summary: "Store a new job seeker's PWD ID photo (no token: right after sign-up, once)",
          description:
            'Accepted once per account, for a pending job seeker created in the last 30 minutes. The photo is ' +
            're-encoded without metadata and kept private; only admins see it, through /api/retrieve-card/.',
          consumes: ['multipart/form-data'],
          body: uploadPwdCardRequestSchema,
          response: { 201: messageResponseSchema, ...errorResponses(400, 403, 409, 413, 415, 429) },
        },
        config: { rateLimit: PWD_CARD_RATE_LIMITS.upload },
      },
      async (request, reply) => {
        const upload = await readCardUpload(request, ['user']);
        return reply.code(201).send(await uploadPwdCard(ctx, upload.fields.user, upload.bytes));
      },
    );
    done();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/retrieve-card/:userId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Admin: a signed path to a person's PWD ID photo that works for 5 minutes",
        security: [{ token: [] }],
        params: userIdParamsSchema,
        response: { 200: retrieveCardResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => presentCardLink(await retrieveCardLink(ctx, requireUser(request), request.params.userId)),
  );

  // Untyped replies here: the answer is raw image bytes, which the zod type provider cannot describe.
  app.get<{ Params: UserIdParams; Querystring: PwdCardImageQuery }>(
    '/api/pwd-card-image/:userId/',
    {
      schema: {
        tags,
        summary: 'The PWD ID photo itself, for a signed path from /api/retrieve-card/',
        description: 'Answers the image bytes (image/webp) when the signature is valid and unexpired.',
        params: userIdParamsSchema,
        querystring: pwdCardImageQuerySchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const image = await readCardImage(ctx, request.params.userId, request.query);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
}
