import {
  errorResponses,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  resendVerificationRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { bearerToken } from '../../platform/auth/auth.plugin.js';
import { presentLogin, presentMe } from './accounts.presenter.js';
import { login, logout, resendVerification, signup, verifyEmail } from './accounts.service.js';

/** Per-address limits. Sign-up allows a disability affairs office to register many people in an hour. */
export const ACCOUNT_RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  signup: { max: 60, timeWindow: '1 hour' },
  resendVerification: { max: 10, timeWindow: '1 hour' },
  verifyEmail: { max: 30, timeWindow: '10 minutes' },
} as const;

const tags = ['Accounts'];

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/signup/',
    {
      schema: {
        tags,
        summary: 'Create a job seeker (Employee) or employer account',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, ...errorResponses(400, 409, 429) },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.signup },
    },
    async (request, reply) => reply.code(201).send(await signup(ctx, request.body)),
  );

  for (const [path, adminOnly] of [
    ['/api/login/', false],
    ['/api/admin-login/', true],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary: adminOnly ? 'Sign in as an administrator' : 'Sign in',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
        config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      },
      async (request) =>
        presentLogin(await login(ctx, request.body, { userAgent: request.headers['user-agent'] ?? null, adminOnly })),
    );
  }

  r.post(
    '/api/logout/',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the token sent in the Authorization header',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => logout(ctx, bearerToken(request)),
  );

  r.post(
    '/api/verify-email/',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the single-use token from the mailed link',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.verifyEmail },
    },
    async (request) => verifyEmail(ctx, request.body.token),
  );

  r.post(
    '/api/resend-verification/',
    {
      schema: {
        tags,
        summary: 'Send a new verification link (the answer does not reveal whether the account exists)',
        body: resendVerificationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.resendVerification },
    },
    async (request) => resendVerification(ctx, request.body.email),
  );

  r.get(
    '/api/me/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ token: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => presentMe(requireUser(request)),
  );
}
