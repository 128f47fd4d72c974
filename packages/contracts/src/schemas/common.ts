import { z } from 'zod';

/** Every error answer: a human message, plus per-field messages for validation errors. */
export const errorResponseSchema = z
  .object({
    error: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** A machine-readable reason a client may branch on, e.g. "email_unverified". */
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A positive integer id taken from a path segment. */
export const idSchema = z.coerce
  .number({ error: 'The id must be a number.' })
  .int('The id must be a whole number.')
  .positive('The id must be a positive number.')
  .max(2_147_483_647, 'The id is too large.');

export const userIdParamsSchema = z.object({ userId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });

/** A required, trimmed, bounded text field with a human message naming it. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Error responses for the OpenAPI document: `errorResponses(400, 409)`. */
export function errorResponses<const T extends number>(...codes: T[]): Record<T, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<T, typeof errorResponseSchema>;
}
