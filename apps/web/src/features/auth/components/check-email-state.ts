import type { SignupRequest } from '@kakayahan/contracts';

/** The check-e-mail page (after sign-up). */
export const CHECK_EMAIL_PATH = '/signup/check-email';

/** What sign-up hands the check-e-mail page (router state: gone after a reload, so every field is optional there). */
export interface CheckEmailState {
  email: string;
  role: SignupRequest['user_type'];
  /** Job seekers: whether the card photo reached the server after the account was created. */
  cardUpload?: 'sent' | 'failed';
}

/** The state as it came (anything, after history tricks), or null when it is not sign-up's. */
export function readCheckEmailState(value: unknown): CheckEmailState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, role, cardUpload } = value as Record<string, unknown>;
  if (typeof email !== 'string' || (role !== 'Employee' && role !== 'Employer')) return null;
  return { email, role, ...(cardUpload === 'sent' || cardUpload === 'failed' ? { cardUpload } : {}) };
}
