import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../email.js';
import { passwordPolicyError } from '../password.js';
import { text } from './common.js';

/** POST /api/forgot-password/. The answer is the same whether or not the e-mail has an account. */
export const forgotPasswordRequestSchema = z
  .object({
    email: text('Email', { error: 'Email is required!' })
      .trim()
      .min(1, 'Email is required!')
      .max(254, 'Email must be at most 254 characters.')
      .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const FORGOT_PASSWORD_MESSAGE = 'If an account with that email exists, a reset link has been sent.';
export const RESET_PASSWORD_SUCCESS_MESSAGE = 'Your password has been successfully reset.';

/** How long a mailed reset link works. */
export const RESET_LINK_VALID_MINUTES = 60;

/** The answers to a reset link that cannot be used; `code` lets a client offer "request a new link". */
export const RESET_LINK_ERRORS = {
  token_invalid: 'This reset link is invalid or has expired. Please request a new one.',
  token_used:
    'This reset link has already been used. If you still need to reset your password, please request a new one.',
  token_expired: `This reset link has expired (links work for ${RESET_LINK_VALID_MINUTES} minutes). Please request a new one.`,
} as const;
export type ResetLinkErrorCode = keyof typeof RESET_LINK_ERRORS;

/**
 * /reset-password/{uid}/{token}: uid is the user id, token the secret from the e-mail. A mangled link
 * (a cut-off token, a uid that is not a number) gets the same sentence as an unknown one.
 */
export const resetPasswordParamsSchema = z.object({
  uid: z.coerce
    .number({ error: RESET_LINK_ERRORS.token_invalid })
    .int(RESET_LINK_ERRORS.token_invalid)
    .positive(RESET_LINK_ERRORS.token_invalid)
    .max(2_147_483_647, RESET_LINK_ERRORS.token_invalid),
  token: z
    .string()
    .trim()
    .min(1, RESET_LINK_ERRORS.token_invalid)
    .max(200, RESET_LINK_ERRORS.token_invalid)
    .regex(/^[A-Za-z0-9_-]+$/u, RESET_LINK_ERRORS.token_invalid),
});
export type ResetPasswordParams = z.infer<typeof resetPasswordParamsSchema>;

/** What a reset link is: usable, or why not. Nothing about the account (not even whether it exists). */
export const RESET_LINK_STATES = ['valid', 'expired', 'used', 'invalid'] as const;
export type ResetLinkState = (typeof RESET_LINK_STATES)[number];

/** GET /api/reset-password/{uid}/{token}/: the link's state, and what to tell the person when it is dead. */
export const resetLinkCheckResponseSchema = z
  .object({
    status: z.enum(RESET_LINK_STATES),
    /** The sentence of the reset's own refusal for a dead link (RESET_LINK_ERRORS); null when it works. */
    message: z.string().nullable(),
  })
  .meta({ id: 'ResetLinkCheck' });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckResponseSchema>;

/** The one password policy (as at sign-up), with the reset form's "required" sentence (document 2 §5). */
export const resetPasswordRequestSchema = z
  .object({
    new_password: z
      .string({ error: 'Password is required!' })
      .min(1, 'Password is required!')
      .superRefine((password, ctx) => {
        const problem = passwordPolicyError(password);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
