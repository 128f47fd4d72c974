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

/**
 * C0 and C1 control characters and DEL, except tab, line feed and carriage return (multi-line text keeps
 * its line breaks). PostgreSQL cannot store NUL in `text`, and the others are never typed by a person.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const DISALLOWED_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Whether the text holds a character that no text field accepts (see DISALLOWED_CHARACTERS). */
export function hasDisallowedCharacters(value: string): boolean {
  return DISALLOWED_CHARACTERS.test(value);
}

/** The message for text with a control character in it, naming the field. */
export const disallowedCharactersMessage = (label: string) => `${label} contains characters that are not allowed.`;

/**
 * The one start of every text the API accepts into storage or a query: a string without control
 * characters (refused with a message naming the field, never stripped silently). Chain trimming and
 * limits onto it. `error` is the message for a missing or non-string value (default "<Label> must be text.").
 */
export function text(label: string, options: { error?: string } = {}) {
  return z
    .string({ error: options.error ?? `${label} must be text.` })
    .refine((value) => !hasDisallowedCharacters(value), disallowedCharactersMessage(label));
}

/** A required, trimmed, bounded text field with a human message naming it. */
export function requiredText(label: string, max = 200) {
  return text(label, { error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional, trimmed, bounded text field (no minimum). */
export function boundedText(label: string, max: number, options: { error?: string } = {}) {
  return text(label, options).trim().max(max, `${label} must be at most ${max} characters.`);
}

/** Error responses for the OpenAPI document: `errorResponses(400, 409)`. */
export function errorResponses<const T extends number>(...codes: T[]): Record<T, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<T, typeof errorResponseSchema>;
}
