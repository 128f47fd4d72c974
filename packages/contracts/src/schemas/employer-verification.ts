import { z } from 'zod';
import { adminPagingQueryShape, adminSearchSchema } from './admin-lists.js';
import { employerVerificationStatusSchema, EMPLOYER_VERIFICATION_STATUSES } from './admin-employers.js';
import { REJECT_REASON_MAX } from './admin.js';
import { text } from './common.js';

/**
 * Verified employers (issue 12): an employer submits their business registration from their profile; an
 * admin checks it and approves or rejects it with a reason; verified employers carry a "Verified employer"
 * badge on their profile, job cards and job details.
 */
export const BUSINESS_REGISTRATION_TYPES = ['DTI', 'SEC', 'CDA'] as const;
export type BusinessRegistrationType = (typeof BUSINESS_REGISTRATION_TYPES)[number];
export const BUSINESS_REGISTRATION_LABELS: Record<BusinessRegistrationType, string> = {
  DTI: 'DTI business name registration (sole proprietorship)',
  SEC: 'SEC registration (corporation or partnership)',
  CDA: 'CDA registration (cooperative)',
};

/** The registration document: a PDF or a photo or scan, kept private like the PWD card. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The badge's words: the text, never only an icon. */
export const VERIFIED_EMPLOYER_LABEL = 'Verified employer';

export const EMPLOYER_VERIFICATION_MESSAGES = {
  registrationTypeRequired: 'Choose the kind of business registration.',
  registrationNumberRequired: 'Enter the registration number.',
  registrationNumberShape:
    'The registration number has 5 to 30 letters, digits and dashes, as printed on the certificate.',
  tinRequired: 'Enter the TIN.',
  tinShape: 'The TIN has 9 digits, with a branch code of 3 or 5 digits if you have one (for example 123-456-789-000).',
  documentRequired: 'Attach the registration certificate (PDF, JPEG or PNG).',
  documentType: 'The certificate must be a PDF, JPEG or PNG file.',
  documentTooLarge: 'The certificate is larger than 10 MB. Please attach a smaller file.',
  notMultipart:
    'Send the registration as a form upload (multipart/form-data), with the certificate in a field named "document".',
  submitted: 'Thank you. Your business registration was sent. An administrator will check it, and we will tell you.',
  alreadyVerified: 'Your company is already verified. To change its registration, contact support.',
  noProfile: 'Please complete your company profile before asking to be verified.',
  approved: 'Employer verified. They have been told, and their jobs now show the Verified employer badge.',
  rejected: 'Verification rejected. The employer has been told why.',
  rejectReasonRequired: 'Please give the employer a reason, so they can correct it.',
  notPending: 'Only a registration waiting for a check can be approved or rejected.',
  verificationNotFound: 'No business registration was submitted by this employer.',
  documentLinkInvalid: 'This link to the certificate has expired or is not valid. Please open the registration again.',
  loadFailed: 'Failed to load employer verifications. Please try again.',
} as const;

const REGISTRATION_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,28}[A-Za-z0-9]$/u;

/**
 * POST /api/employer-verification/ (multipart): these text fields plus the certificate in `document`.
 * The TIN is answered back as typed digits only (9, 12 or 14 digits).
 */
export const employerVerificationRequestSchema = z
  .object({
    registration_type: z.enum(BUSINESS_REGISTRATION_TYPES, {
      error: EMPLOYER_VERIFICATION_MESSAGES.registrationTypeRequired,
    }),
    registration_number: text('The registration number', {
      error: EMPLOYER_VERIFICATION_MESSAGES.registrationNumberRequired,
    })
      .trim()
      .min(1, EMPLOYER_VERIFICATION_MESSAGES.registrationNumberRequired)
      .regex(REGISTRATION_NUMBER_PATTERN, EMPLOYER_VERIFICATION_MESSAGES.registrationNumberShape)
      .transform((value) => value.toUpperCase()),
    tin: text('The TIN', { error: EMPLOYER_VERIFICATION_MESSAGES.tinRequired })
      .trim()
      .min(1, EMPLOYER_VERIFICATION_MESSAGES.tinRequired)
      .transform((value) => value.replace(/[\s-]/gu, ''))
      .refine((digits) => /^(\d{9}|\d{12}|\d{14})$/u.test(digits), EMPLOYER_VERIFICATION_MESSAGES.tinShape),
  })
  .meta({ id: 'EmployerVerificationRequest' });
export type EmployerVerificationRequest = z.input<typeof employerVerificationRequestSchema>;
export type EmployerVerificationInput = z.output<typeof employerVerificationRequestSchema>;
export const EMPLOYER_VERIFICATION_FIELDS = ['registration_type', 'registration_number', 'tin'] as const;

/** The TIN as people read it: 123-456-789 with the branch code after a dash. */
export function formatTin(digits: string): string {
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)].filter(Boolean);
  return parts.join('-');
}

/**
 * GET /api/employer-verification/ (the employer's own): where their verification stands. Without a
 * submission: status 'unverified' and null details.
 */
export const employerVerificationSchema = z
  .object({
    status: employerVerificationStatusSchema,
    registration_type: z.enum(BUSINESS_REGISTRATION_TYPES).nullable(),
    registration_number: z.string().nullable(),
    /** Digits only. */
    tin: z.string().nullable(),
    document_name: z.string().nullable(),
    submitted_at: z.string().meta({ format: 'date-time' }).nullable(),
    decided_at: z.string().meta({ format: 'date-time' }).nullable(),
    /** Why it was rejected (shown to the employer), else null. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'EmployerVerification' });
export type EmployerVerification = z.infer<typeof employerVerificationSchema>;

/** One submission as the admin reviews it (beside pending job seekers). */
export const adminEmployerVerificationSchema = z
  .object({
    employer_id: z.number().int(),
    comp_name: z.string(),
    email: z.string(),
    contact_name: z.string(),
    industry: z.string(),
    location: z.string(),
    comp_site: z.string(),
    registration_type: z.enum(BUSINESS_REGISTRATION_TYPES),
    registration_number: z.string(),
    tin: z.string(),
    document_name: z.string(),
    /** The certificate's content type, so the screen can say "PDF" or show the image. */
    document_content_type: z.string(),
    /** A short-lived signed link to the certificate (admins only). */
    document_url: z.string(),
    status: z.enum(EMPLOYER_VERIFICATION_STATUSES).exclude(['unverified']),
    reason: z.string().nullable(),
    submitted_at: z.string().meta({ format: 'date-time' }),
    decided_at: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'AdminEmployerVerification' });
export type AdminEmployerVerification = z.infer<typeof adminEmployerVerificationSchema>;
export const adminEmployerVerificationListSchema = z
  .array(adminEmployerVerificationSchema)
  .meta({ id: 'AdminEmployerVerificationList' });

/**
 * GET /api/admin/employer-verifications/: `status` defaults to pending (oldest first, first come first
 * served); other statuses newest decision first. `search` matches company, e-mail, contact, registration
 * number and TIN. Paged as every admin list, with X-Total-Count.
 */
export const adminEmployerVerificationListQuerySchema = z.object({
  status: z
    .enum(['pending', 'verified', 'rejected'], { error: 'Choose a verification status from the list.' })
    .default('pending'),
  search: adminSearchSchema,
  ...adminPagingQueryShape,
});
export type AdminEmployerVerificationListQuery = z.input<typeof adminEmployerVerificationListQuerySchema>;

/** POST /api/admin/employer-verifications/{userId}/reject/: the reason is required (the employer reads it). */
export const rejectEmployerVerificationRequestSchema = z
  .object({
    reason: text('The reason', { error: EMPLOYER_VERIFICATION_MESSAGES.rejectReasonRequired })
      .trim()
      .min(1, EMPLOYER_VERIFICATION_MESSAGES.rejectReasonRequired)
      .max(REJECT_REASON_MAX, `The reason must be at most ${REJECT_REASON_MAX} characters.`),
  })
  .meta({ id: 'RejectEmployerVerificationRequest' });
export type RejectEmployerVerificationRequest = z.infer<typeof rejectEmployerVerificationRequestSchema>;

/** The signed link's query to the certificate (as the PWD card image's). */
export const verificationDocumentQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
