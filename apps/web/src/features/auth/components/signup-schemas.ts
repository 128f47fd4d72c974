import { disabilitySchema, idNumberSchema, signupRequestSchema } from '@kakayahan/contracts';
import { z } from 'zod';

/** The sign-up screens' own messages (document 1 §4, §5). */
export const SIGNUP_MESSAGES = {
  pwdDetailsMissing: 'Please upload your PWD card to fill in the required fields.',
  passwordsMismatch: 'Passwords do not match.',
  privacyRequired: 'You must agree to the Privacy Policy to create an account.',
  confirmPasswordRequired: 'Please type your password again.',
  disabilityRequired: 'Please choose your disability type.',
  idNumberRequired: 'Please type the ID number shown on your PWD ID card.',
  signupFailed: 'Signup failed.',
  fixFields: 'Please correct the fields listed below.',
} as const;

/** The contract's own field rules (names, e-mail pattern, password policy), shared with the server. */
const contract = signupRequestSchema.shape;

function hasConfirmation(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('confirm_password' in value)) return false;
  return typeof value.confirm_password === 'string' && value.confirm_password !== '';
}

const passwordsMatch = {
  path: ['confirm_password'],
  message: SIGNUP_MESSAGES.passwordsMismatch,
  // Checked even while other fields still have problems, so every problem is listed at once.
  when: (payload: { value: unknown }) => hasConfirmation(payload.value),
};

const accountShape = {
  first_name: contract.first_name,
  last_name: contract.last_name,
  email: contract.email,
  password: contract.password,
  confirm_password: z.string().min(1, SIGNUP_MESSAGES.confirmPasswordRequired),
};

/** Fields both sign-up forms share. */
export type AccountFieldValues = z.input<z.ZodObject<typeof accountShape>>;

export const EMPTY_ACCOUNT_FIELDS: AccountFieldValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
};

/** Employer sign-up: the contract's fields plus a matching confirmation. */
export const employerSignupFormSchema = z
  .object(accountShape)
  .refine((values) => values.password === values.confirm_password, passwordsMatch);
export type EmployerSignupFormInput = z.input<typeof employerSignupFormSchema>;
export type EmployerSignupFormOutput = z.output<typeof employerSignupFormSchema>;

/** Job seeker sign-up: also the PWD ID details and the privacy policy agreement. */
export const jobSeekerSignupFormSchema = z
  .object({
    ...accountShape,
    user_disability: z
      .string()
      .refine((value) => value !== '', SIGNUP_MESSAGES.disabilityRequired)
      .pipe(disabilitySchema),
    ID_number: z
      .string()
      .refine((value) => value.trim() !== '', SIGNUP_MESSAGES.idNumberRequired)
      .pipe(idNumberSchema),
    privacy_agreed: z.boolean().refine((isAgreed) => isAgreed, SIGNUP_MESSAGES.privacyRequired),
  })
  .refine((values) => values.password === values.confirm_password, passwordsMatch);
export type JobSeekerSignupFormInput = z.input<typeof jobSeekerSignupFormSchema>;
export type JobSeekerSignupFormOutput = z.output<typeof jobSeekerSignupFormSchema>;

/**
 * The form-level message of a failed job seeker sign-up: the first broken rule in document 1 §5's
 * order (PWD ID details, matching passwords, privacy policy), or null when none of them is broken.
 */
export function jobSeekerFormMessage(values: JobSeekerSignupFormInput): string | null {
  if (values.user_disability === '' || values.ID_number.trim() === '') return SIGNUP_MESSAGES.pwdDetailsMissing;
  if (values.confirm_password !== '' && values.password !== values.confirm_password) {
    return SIGNUP_MESSAGES.passwordsMismatch;
  }
  if (!values.privacy_agreed) return SIGNUP_MESSAGES.privacyRequired;
  return null;
}

/** Field labels, in the order the fields appear, for the error summary. */
export const SIGNUP_FIELD_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm password',
  card_image: 'Photo of your PWD ID card',
  ID_number: 'ID Number',
  user_disability: 'Disability Type',
  privacy_agreed: 'Privacy Policy',
} as const;
