import { passwordResetApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service.js';

/**
 * Per-address limits (decision 007). A disability affairs office may help a room of twenty people
 * from one network at once; the per-account mail cap in the service stops mail bombing of one person.
 */
export const PASSWORD_RESET_RATE_LIMITS = {
  forgotPassword: { max: 20, timeWindow: '15 minutes' },
  resetPassword: { max: 60, timeWindow: '15 minutes' },
  /** Opening the link's page checks it once; a reload or two more is fine, guessing tokens is not. */
  checkResetLink: { max: 60, timeWindow: '15 minutes' },
} as const;

/**
 * POST /api/forgot-password/, GET (the link check) and POST /api/reset-password/{uid}/{token}/ (no sign-in
 * needed).
 */
export function passwordResetRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(passwordResetApi.forgotPassword, ({ body }) => requestPasswordReset(ctx, body.email), {
      rateLimit: PASSWORD_RESET_RATE_LIMITS.forgotPassword,
    }),
    route(passwordResetApi.checkResetLink, ({ params }) => checkResetLink(ctx, params), {
      rateLimit: PASSWORD_RESET_RATE_LIMITS.checkResetLink,
    }),
    route(passwordResetApi.resetPassword, ({ params, body }) => resetPassword(ctx, params, body.new_password), {
      rateLimit: PASSWORD_RESET_RATE_LIMITS.resetPassword,
    }),
  ];
}
