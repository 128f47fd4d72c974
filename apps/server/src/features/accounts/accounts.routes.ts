import { accountsApi, type LoginRequest } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { bearerToken } from '../../platform/auth/auth.plugin.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentLogin, presentMe } from './accounts.presenter.js';
import { login, logout, resendVerification, signup, verifyEmail } from './accounts.service.js';

/** Per-address limits. Sign-up allows a disability affairs office to register many people in an hour. */
export const ACCOUNT_RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  signup: { max: 60, timeWindow: '1 hour' },
  resendVerification: { max: 10, timeWindow: '1 hour' },
  verifyEmail: { max: 30, timeWindow: '10 minutes' },
} as const;

/** Signs in through either form; the admin form refuses other roles. */
async function signIn(ctx: AppContext, request: FastifyRequest, body: LoginRequest, adminOnly: boolean) {
  const userAgent = request.headers['user-agent'] ?? null;
  return presentLogin(await login(ctx, body, { userAgent, adminOnly, clientAddress: request.ip }));
}

/** Sign-up, sign-in, sign-out, e-mail verification and the signed-in user. */
export function accountRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(accountsApi.signup, ({ body }) => signup(ctx, body), { rateLimit: ACCOUNT_RATE_LIMITS.signup }),
    route(accountsApi.login, ({ request, body }) => signIn(ctx, request, body, false), {
      rateLimit: ACCOUNT_RATE_LIMITS.login,
    }),
    route(accountsApi.adminLogin, ({ request, body }) => signIn(ctx, request, body, true), {
      rateLimit: ACCOUNT_RATE_LIMITS.login,
    }),
    route(accountsApi.logout, ({ request }) => logout(ctx, bearerToken(request))),
    route(accountsApi.verifyEmail, ({ body }) => verifyEmail(ctx, body.token), {
      rateLimit: ACCOUNT_RATE_LIMITS.verifyEmail,
    }),
    route(accountsApi.resendVerification, ({ body }) => resendVerification(ctx, body.email), {
      rateLimit: ACCOUNT_RATE_LIMITS.resendVerification,
    }),
    route(accountsApi.me, ({ actor }) => presentMe(actor)),
  ];
}
