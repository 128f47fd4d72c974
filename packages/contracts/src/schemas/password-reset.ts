import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../email.js';
import { newPasswordSchema } from './auth.js';
import { idSchema } from './common.js';

/** POST /api/forgot-password/. The answer is the same whether or not the e-mail has an account. */
export const forgotPasswordRequestSchema = z
  .object({
    email: z
      .string({ error: 'Email is required!' })
      .trim()
      .min(1, 'Email is required!')
      .max(254, 'Email must be at most 254 characters.')
      .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const FORGOT_PASSWORD_MESSAGE = 'If an account with that email exists, a reset link has been sent.';
export const RESET_PASSWORD_SUCCESS_MESSAGE = 'Your password has been successfully reset.';

/** /reset-password/{uid}/{token}: uid is the user id, token the secret from the e-mail. */
export const resetPasswordParamsSchema = z.object({
  uid: idSchema,
  token: z.string().trim().min(1, 'The reset link is incomplete.').max(200, 'This reset link is not valid.'),
});

export const resetPasswordRequestSchema = z
  .object({ new_password: newPasswordSchema })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
