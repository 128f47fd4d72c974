/**
 * Document 2 §5: letters, digits and . + _ ' - before the @, then letters, digits, . and -, a dot,
 * and a final part of letters, digits or hyphens.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.+_'-]+@[A-Za-z0-9.-]+\.[A-Za-z0-9-]+$/;
export const INVALID_EMAIL_MESSAGE = 'Invalid email address.';

/** E-mail addresses are compared and stored in lower case (unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
