import { z } from 'zod';
import { DISABILITY_CATEGORIES } from '../constants.js';

/** Limits of an uploaded image (PWD card for reading or storing; later profile pictures and logos). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;

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
