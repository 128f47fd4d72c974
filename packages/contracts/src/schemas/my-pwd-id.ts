import { z } from 'zod';
import { disabilitySchema, idNumberSchema } from './auth.js';

/** What a job seeker's own registration (My PWD ID, /job-seeker/pwd) answers them. */
export const MY_PWD_ID_MESSAGES = {
  pageTitle: 'We are checking your PWD ID',
  approvedTitle: 'My PWD ID',
  alreadyApproved:
    'Your PWD ID was already approved, so it can no longer be changed here. Contact the administrators if something is wrong.',
  nothingToChange: 'Please change the ID number or the disability type.',
  detailsSaved: 'Your changes were saved. The administrator will see them when they check your registration.',
  cardReplaced: 'Your new card photo was received. The administrator will check this one.',
  withdrawn: 'Your registration was withdrawn and your details and card photo were deleted.',
  /** The account is gone (withdrawn or rejected) while a session of it was still open. */
  notFound: 'Your registration was not found. It may have been withdrawn or rejected.',
  /** When too few registrations were approved recently to say how long it usually takes. */
  usualWaitUnknown: 'Most registrations are checked within two working days.',
} as const;

/** The job seeker's own card photo: a signed path that works for a few minutes (as the admin's). */
export const ownCardSchema = z.object({
  image: z.string(),
  expires_at: z.string(),
  /** When this photo was uploaded (ISO 8601). */
  uploaded_at: z.string(),
});

/** GET /api/my-pwd-id/ (also the answer of every change): the registration as its owner sees it. */
export const myPwdIdSchema = z
  .object({
    status: z.enum(['pending_approval', 'approved']),
    /** Digits only. */
    ID_no: z.string(),
    /** RR-PPMM-BBB-NNNNNNN when the number has the national shape, else null. */
    id_number_formatted: z.string().nullable(),
    user_disability: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    /** When the account was created (ISO 8601). */
    registered_at: z.string(),
    approved_at: z.string().nullable(),
    /** The card on file, or null when no photo was received. */
    card: ownCardSchema.nullable(),
    /**
     * The median time from registration to approval over recent approvals, in hours, or null when there
     * are too few to say (then MY_PWD_ID_MESSAGES.usualWaitUnknown).
     */
    usual_wait_hours: z.number().nullable(),
  })
  .meta({ id: 'MyPwdId' });
export type MyPwdId = z.infer<typeof myPwdIdSchema>;

/** PATCH /api/my-pwd-id/: correct the ID number or the disability type while waiting for approval. */
export const updateMyPwdIdRequestSchema = z
  .object({
    ID_number: idNumberSchema.optional(),
    user_disability: disabilitySchema.optional(),
  })
  .refine((body) => body.ID_number !== undefined || body.user_disability !== undefined, {
    message: MY_PWD_ID_MESSAGES.nothingToChange,
  })
  .meta({ id: 'UpdateMyPwdIdRequest' });
export type UpdateMyPwdIdRequest = z.input<typeof updateMyPwdIdRequestSchema>;

/** The multipart form of POST /api/my-pwd-id/card/ (documentation only: the handler reads the stream). */
export const replaceCardRequestSchema = z
  .object({
    image: z.string().meta({
      format: 'binary',
      description: 'A clearer photo of the PWD ID card: JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels.',
    }),
  })
  .nullish()
  .meta({ id: 'ReplaceCardRequest' });
