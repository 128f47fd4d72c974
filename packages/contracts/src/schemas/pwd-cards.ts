import { z } from 'zod';
import { DISABILITY_CATEGORIES } from '../constants.js';

/** Limits of an uploaded image (PWD card for reading or storing; later profile pictures and logos). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;

/** What storing and showing a PWD card photo answers a person. */
export const PWD_CARD_MESSAGES = {
  missingImage: 'Please choose an image of your PWD ID card.',
  notImage: 'This file is not an image. Please upload a photo of your PWD ID card (JPEG or PNG).',
  badUserId: 'Please send the id of the new account in the field "user".',
  // One answer for every refusal (unknown id, employer, approved, too late), so it reveals nothing.
  notAllowed: 'A card can only be uploaded right after signing up.',
  alreadyUploaded: 'A PWD ID card was already uploaded for this account.',
  received: 'Your PWD ID card was received. An administrator will check it before your account is approved.',
  noCard: 'No PWD card image available',
  badLink: 'This link to the card image has expired or is not valid. Please open the card again.',
} as const;

/** What reading a PWD card photo (POST /api/ocr/) answers a person. */
export const OCR_MESSAGES = {
  busy: 'The card reader is busy right now. Please try again in a moment, or type the details below.',
  // The spec's wording for a failed reading; the person types the two fields instead.
  failed: 'There was an issue processing your image. Please enter your credentials manually below to continue.',
} as const;

/**
 * POST /api/ocr/ (multipart `image`). `text` is the raw recognised text; `disability` and `id_number` are
 * parsed from it by `parsePwdCardText` (the same function the web app uses). Empty strings mean "not found".
 */
export const ocrResponseSchema = z
  .object({
    text: z.string(),
    disability: z.union([z.enum(DISABILITY_CATEGORIES), z.literal('')]),
    id_number: z.string().regex(/^\d*$/u),
  })
  .meta({ id: 'OcrResponse' });
export type OcrResponse = z.infer<typeof ocrResponseSchema>;

/** GET /api/retrieve-card/{userId}/ (admin): a short-lived path to the card image. */
export const retrieveCardResponseSchema = z
  .object({
    image: z.string(),
    /** When the path stops working (ISO 8601). */
    expires_at: z.string(),
  })
  .meta({ id: 'RetrieveCardResponse' });
export type RetrieveCardResponse = z.infer<typeof retrieveCardResponseSchema>;

/** Card uploads are accepted only this long after the account was created (see decision 009). */
export const PWD_CARD_UPLOAD_WINDOW_MINUTES = 30;

/** How long a signed card-image path works. */
export const PWD_CARD_LINK_TTL_SECONDS = 5 * 60;

/** A file part of a multipart form, as OpenAPI describes it. */
const filePart = (description: string) => z.string().meta({ format: 'binary', description });

/**
 * The multipart form of POST /api/ocr/. Documentation only: the multipart plugin leaves the parsed body
 * empty and the handler reads the stream, so the schema accepts the empty (null) body.
 */
export const ocrRequestSchema = z
  .object({ image: filePart('A photo of the PWD ID card: JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels.') })
  .nullish()
  .meta({ id: 'OcrRequest' });

/** The multipart form of POST /api/upload-pwd-card/ (documentation only, as above). */
export const uploadPwdCardRequestSchema = z
  .object({
    image: filePart('A photo of the PWD ID card: JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels.'),
    user: z.string().meta({ description: 'The id of the job seeker account just created (POST /api/signup/).' }),
    ticket: z
      .string()
      .optional()
      .meta({ description: "The sign-up answer's upload_ticket; required when the sign-up asked for one." }),
  })
  .nullish()
  .meta({ id: 'UploadPwdCardRequest' });

/**
 * GET /api/pwd-card-image/{userId}/: the signature of the path from /api/retrieve-card/. Both are optional
 * here so a missing or malformed one answers 403 (the link is not valid), not a validation error.
 */
export const pwdCardImageQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
export type PwdCardImageQuery = z.infer<typeof pwdCardImageQuerySchema>;
