import {
  errorResponses,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordParamsSchema,
  resetPasswordRequestSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { BackgroundWork } from './background-work.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

/**
 * Per-address limits (decision 007). A disability affairs office may help a room of twenty people
 * from one network at once; the per-account mail cap in the service stops mail bombing of one person.
 */
export const PASSWORD_RESET_RATE_LIMITS = {
  forgotPassword: { max: 20, timeWindow: '15 minutes' },
  resetPassword: { max: 60, timeWindow: '15 minutes' },
} as const;

const tags = ['Password reset'];
const workOfApp = new WeakMap<FastifyInstance, BackgroundWork>();

/** Registers POST /api/forgot-password/ and POST /api/reset-password/{uid}/{token}/ (no sign-in needed). */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const work = new BackgroundWork(ctx.log);
  workOfApp.set(app, work);
  // Mails already promised to someone are sent before the database closes.
  app.addHook('onClose', () => work.settle());

  r.post(
    '/api/forgot-password/',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (the answer does not reveal whether the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: PASSWORD_RESET_RATE_LIMITS.forgotPassword },
    },
    (request) => requestPasswordReset(ctx, work, request.body.email),
  );

  r.post(
    '/api/reset-password/:uid/:token/',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the single-use link from the reset mail; signs out everywhere',
        params: resetPasswordParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: PASSWORD_RESET_RATE_LIMITS.resetPassword },
    },
    async (request) => resetPassword(ctx, work, request.params, request.body.new_password),
  );
}

/** Resolves when the mails of earlier password-reset requests have been handled (shutdown, tests). */
export function settlePasswordResetWork(app: FastifyInstance): Promise<void> {
  return workOfApp.get(app)?.settle() ?? Promise.resolve();
}
