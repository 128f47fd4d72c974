import { messageResponseSchema } from '../schemas/common.js';
import {
  forgotPasswordRequestSchema,
  resetLinkCheckResponseSchema,
  resetPasswordParamsSchema,
  resetPasswordRequestSchema,
} from '../schemas/password-reset.js';
import { endpoint } from './endpoint.js';

const tag = 'Password reset';

/** Forgot password and the reset link (no sign-in needed; document 2 §5). */
export const passwordResetApi = {
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot-password/',
    access: 'anyone',
    tag,
    summary: 'Mail a password reset link (the answer does not reveal whether the account exists)',
    bodyKind: 'json',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    errors: [400, 429],
  }),
  checkResetLink: endpoint({
    method: 'GET',
    path: '/api/reset-password/:uid/:token/',
    access: 'anyone',
    tag,
    summary:
      'Whether a mailed reset link still works (valid, expired, used or invalid), checked when its page opens; says nothing about the account',
    // A mangled link (a uid that is not a number, a cut-off token) is a 400 with the unknown link's sentence.
    params: resetPasswordParamsSchema,
    bodyKind: 'none',
    response: resetLinkCheckResponseSchema,
    errors: [400, 429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password/:uid/:token/',
    access: 'anyone',
    tag,
    summary: 'Choose a new password with the single-use link from the reset mail; signs out everywhere',
    params: resetPasswordParamsSchema,
    bodyKind: 'json',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    errors: [400, 429],
  }),
} as const;
