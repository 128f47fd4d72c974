import { passwordPolicyError, passwordStrength, PASSWORD_MIN_SCORE } from '@kakayahan/contracts';
import { z } from 'zod';
import type { FailureMessages } from '../../../lib/server-errors';

/** The password reset screens' messages (document 2 §5, §8). */
export const RESET_MESSAGES = {
  failed: 'Something went wrong!',
  networkFailed: 'An error occurred. Please try again later.',
  passwordRequired: 'Password is required!',
  confirmRequired: 'Please type your new password again.',
  mismatchTitle: 'Passwords do not match',
  mismatch: 'Please make sure your passwords match.',
  weakTitle: 'Weak Password',
  weak: 'Please choose a stronger password for better security.',
  fixFields: 'Please correct the fields listed below.',
} as const;

/**
 * How a failed forgot or reset call is worded (document 2 §8): the server's error (a rate limit's says
 * when to try again), else 'Something went wrong!'; 'An error occurred. Please try again later.' when
 * the server could not be reached.
 */
export const RESET_FAILURE_MESSAGES: FailureMessages = {
  failed: RESET_MESSAGES.failed,
  network: RESET_MESSAGES.networkFailed,
};

/**
 * The new password's problem, or null: the spec's minimum strength (score 3 of 5) first, then the
 * rest of the contract's policy (length, common passwords) so the server does not refuse it later.
 */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return RESET_MESSAGES.passwordRequired;
  if (passwordStrength(password).score < PASSWORD_MIN_SCORE) return RESET_MESSAGES.weak;
  return passwordPolicyError(password);
}

/** The reset form: a strong enough new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    new_password: z.string().superRefine((password, ctx) => {
      const problem = newPasswordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirm_password: z.string().min(1, RESET_MESSAGES.confirmRequired),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: RESET_MESSAGES.mismatch,
    // Checked even while the password itself has a problem, so both are listed at once.
    when: (payload) => {
      const value: unknown = payload.value;
      return (
        typeof value === 'object' && value !== null && 'confirm_password' in value && value.confirm_password !== ''
      );
    },
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** The title of a refused reset form, by the first broken rule: required, weak, then not matching. */
export function resetFormTitle(values: ResetPasswordFormValues): string {
  if (values.new_password === '') return RESET_MESSAGES.passwordRequired;
  if (newPasswordProblem(values.new_password)) return RESET_MESSAGES.weakTitle;
  if (values.confirm_password !== '' && values.new_password !== values.confirm_password) {
    return RESET_MESSAGES.mismatchTitle;
  }
  return RESET_MESSAGES.fixFields;
}

/** Field labels, in screen order, for the error summary. */
export const RESET_FIELD_LABELS = {
  new_password: 'New password',
  confirm_password: 'Confirm new password',
} as const;
