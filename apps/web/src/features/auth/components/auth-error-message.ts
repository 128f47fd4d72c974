import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';

/**
 * The message for a failed sign-up or sign-in call (document 1 §8): the server's error, else the
 * screen's own fallback; 'Something went wrong. Please try again.' when the server could not be
 * reached or something unexpected broke. An error answer without a message of its own gets the
 * screen's fallback.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return GENERIC_ERROR;
  return error.isServerMessage && error.message ? error.message : fallback;
}
