import { errorResponseSchema } from '@kakayahan/contracts';
import type { z } from 'zod';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';

/**
 * Sends a multipart form (files) without any Authorization header: the card calls of sign-up are made
 * before the person has an account (document 1 §7, "no auth header"). Errors become ApiError like
 * apiRequest's, carrying the server's message; the answer is checked with `schema`.
 */
export async function postFormData<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    // No content-type: the browser writes the multipart boundary itself.
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
    throw new ApiError(GENERIC_ERROR, 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(payload);
    throw parsed.success
      ? new ApiError(parsed.data.error, response.status, parsed.data.fields, parsed.data.code, true)
      : new ApiError(GENERIC_ERROR, response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(GENERIC_ERROR, response.status);
  return parsed.data;
}
