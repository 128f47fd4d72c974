import { messageResponseSchema } from '../schemas/common.js';
import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  resendVerificationRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../schemas/auth.js';
import { endpoint } from './endpoint.js';

const tag = 'Accounts';

/** What both sign-in endpoints share (the admin one refuses other roles with 403 admin_only). */
const signIn = {
  method: 'POST',
  access: 'anyone',
  tag,
  bodyKind: 'json',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: [400, 401, 403, 429],
} as const;

/** Accounts: sign-up, sign-in, sign-out, e-mail verification and the signed-in user (document 2 §2). */
export const accountsApi = {
  signup: endpoint({
    method: 'POST',
    path: '/api/signup/',
    access: 'anyone',
    tag,
    summary: 'Create a job seeker (Employee) or employer account',
    bodyKind: 'json',
    body: signupRequestSchema,
    status: 201,
    response: signupResponseSchema,
    errors: [400, 409, 429],
  }),
  login: endpoint({ ...signIn, path: '/api/login/', summary: 'Sign in' }),
  adminLogin: endpoint({ ...signIn, path: '/api/admin-login/', summary: 'Sign in as an administrator' }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout/',
    // Without a token there is nothing to end, which is fine: anyone may call it.
    access: 'anyone',
    tag,
    summary: 'Sign out: revokes the token sent in the Authorization header',
    bodyKind: 'none',
    response: messageResponseSchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/verify-email/',
    access: 'anyone',
    tag,
    summary: 'Verify an e-mail address with the single-use token from the mailed link',
    bodyKind: 'json',
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
    errors: [400, 429],
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/resend-verification/',
    access: 'anyone',
    tag,
    summary: 'Send a new verification link (the answer does not reveal whether the account exists)',
    bodyKind: 'json',
    body: resendVerificationRequestSchema,
    response: messageResponseSchema,
    errors: [400, 429],
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/me/',
    access: 'signed in',
    tag,
    summary: 'The signed-in user',
    bodyKind: 'none',
    response: meResponseSchema,
  }),
} as const;
