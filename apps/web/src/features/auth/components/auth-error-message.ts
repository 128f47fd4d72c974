import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';

/**
 * The message for a failed sign-up or sign-in call (document 1 §8): the server's error, else the
 * screen's own fallback; 'Something went wrong. Please try again.' when the server could not be
 * reached or something unexpected broke. apiRequest uses the generic message for an error answer
 * that carries no message of its own; such an answer gets the screen's fallback instead.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return GENERIC_ERROR;
  if (error.status >= 400 && error.message === GENERIC_ERROR) return fallback;
  return error.message || fallback;
}
