import { z } from 'zod';
import { ACCOUNT_STANDING } from '../account-standing.js';
import { DISABILITY_CATEGORIES, SIGNUP_USER_TYPES, USER_TYPES } from '../constants.js';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../email.js';
import { passwordPolicyError } from '../password.js';
import { requiredText, text } from './common.js';

/** What sign-up, sign-in, sign-out and e-mail verification answer a person. */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'Email is already registered.',
  jobSeekerRegistered: 'Registration Successful. Account pending approval.',
  employerRegistered: 'Account created successfully! Please check your email to verify your account.',
  invalidCredentials: 'Invalid email or password.',
  // The same words every signed-in endpoint refuses such an account with.
  emailUnverified: ACCOUNT_STANDING.email_unverified,
  pendingApproval: ACCOUNT_STANDING.pending_approval,
  adminOnly: 'Access denied. This login is for administrators only.',
  /** `wait` is the time left, as words ("10 minutes"). */
  locked: (wait: string) =>
    `Too many failed sign-in attempts. For your security this account is locked; try again in ${wait} or reset your password.`,
  verificationInvalid: 'This verification link is not valid. It may have been copied incompletely.',
  verificationUsed: 'This verification link has already been used. Ask for a new one if you still need to verify.',
  verificationExpired: 'This verification link has expired. Ask for a new one below.',
  verifiedSignIn: 'Your email address is verified. You can now sign in.',
  verifiedAwaitingApproval:
    'Your email address is verified. An administrator will now review your PWD ID; we will email you once your account is approved.',
  resendAnswer:
    'If an account with that email still needs verification, we have sent a new link. Please check your inbox.',
  signedOut: 'You have been signed out.',
} as const;

export const emailSchema = text('Email', { error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

/** A new password that follows the one policy for sign-up and reset. */
export const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .superRefine((password, ctx) => {
    const problem = passwordPolicyError(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const userTypeSchema = z.enum(USER_TYPES);

export const disabilitySchema = z.enum(DISABILITY_CATEGORIES, {
  error: 'Please choose one of the listed disability types.',
});

/** PWD ID numbers are kept as digits only; spaces and hyphens typed or read from the card are dropped. */
export const idNumberSchema = text('ID number', { error: 'ID number is required.' })
  .transform((value) => value.replace(/[\s-]+/gu, ''))
  .pipe(
    z
      .string()
      .min(1, 'ID number is required.')
      .max(30, 'ID number must be at most 30 digits.')
      .regex(/^\d+$/u, 'ID number must contain digits only.'),
  );

export const signupRequestSchema = z
  .object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    email: emailSchema,
    password: newPasswordSchema,
    user_type: z.enum(SIGNUP_USER_TYPES, {
      error: 'You can sign up as a job seeker (Employee) or an employer (Employer) only.',
    }),
    user_disability: disabilitySchema.optional(),
    ID_number: idNumberSchema.optional(),
    /**
     * Our web app sends 'ticket': the answer then carries a one-time `upload_ticket` and the card upload
     * requires it (decision 009's fix). Clients written against the spec leave it out and keep the old rule.
     */
    card_upload: z.literal('ticket', { error: 'card_upload may only be "ticket".' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.user_type !== 'Employee') return;
    if (body.user_disability === undefined) {
      ctx.addIssue({ code: 'custom', path: ['user_disability'], message: 'Disability type is required.' });
    }
    if (body.ID_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ID_number'], message: 'ID number is required.' });
    }
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    /** Only when the request asked for it (card_upload: 'ticket'): send it with the card upload, once. */
    upload_ticket: z.string().optional(),
  })
  .meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({
    token: z.string(),
    userId: z.number().int(),
    user_type: userTypeSchema,
    username: z.string(),
    /** Employers: whether a company profile exists. Others: false. */
    has_profile: z.boolean(),
    /**
     * 'pending_approval': a job seeker whose PWD ID an administrator has not checked yet. They are signed in
     * to their registration only (My PWD ID: see, correct, re-upload, withdraw); everything else stays closed.
     */
    account_status: z.enum(['active', 'pending_approval']),
    /** True on the account's first sign-in as an active account (the web app offers a short welcome). */
    first_sign_in: z.boolean(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyEmailRequestSchema = z
  .object({
    token: z
      .string({ error: 'The verification link is incomplete.' })
      .trim()
      .min(1, 'The verification link is incomplete.')
      .max(200, 'This verification link is not valid.'),
  })
  .meta({ id: 'VerifyEmailRequest' });

export const resendVerificationRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ResendVerificationRequest' });

export const hasPreferencesResponseSchema = z
  .object({ has_preferences: z.boolean() })
  .meta({ id: 'HasPreferencesResponse' });
export type HasPreferencesResponse = z.infer<typeof hasPreferencesResponseSchema>;

/** The signed-in user as the server sees them; used to restore a session. */
export const meResponseSchema = z
  .object({
    userId: z.number().int(),
    user_type: userTypeSchema,
    username: z.string(),
    email: z.string(),
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const verifyEmailResponseSchema = z
  .object({ message: z.string(), user_type: userTypeSchema, is_approved: z.boolean() })
  .meta({ id: 'VerifyEmailResponse' });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
