import { passwordResetApi } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
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

const workOfApp = new WeakMap<FastifyInstance, BackgroundWork>();

/**
 * The background work (reset mails) of the app's password-reset routes: mails already promised to
 * someone are sent before the app (and its database) closes.
 */
export function passwordResetWork(app: FastifyInstance, ctx: AppContext): BackgroundWork {
  const work = new BackgroundWork(ctx.log);
  workOfApp.set(app, work);
  app.addHook('onClose', () => work.settle());
  return work;
}

/** POST /api/forgot-password/ and POST /api/reset-password/{uid}/{token}/ (no sign-in needed). */
export function passwordResetRoutes(ctx: AppContext, work: BackgroundWork): EndpointRoute[] {
  return [
    route(passwordResetApi.forgotPassword, ({ body }) => requestPasswordReset(ctx, work, body.email), {
      rateLimit: PASSWORD_RESET_RATE_LIMITS.forgotPassword,
    }),
    route(passwordResetApi.resetPassword, ({ params, body }) => resetPassword(ctx, work, params, body.new_password), {
      rateLimit: PASSWORD_RESET_RATE_LIMITS.resetPassword,
    }),
  ];
}

/** Resolves when the mails of earlier password-reset requests have been handled (shutdown, tests). */
export function settlePasswordResetWork(app: FastifyInstance): Promise<void> {
  return workOfApp.get(app)?.settle() ?? Promise.resolve();
}
