import type { AdminEmployerRecord, EmployerVerificationStatus } from '@kakayahan/contracts';
import { EMPLOYER_VERIFICATION_STATUSES, enUsDateFormat } from '@kakayahan/contracts';

export const NOT_PROVIDED = 'Not provided';

/** The Verification filter: its option values are the contract's statuses; '' is every employer. */
export const VERIFICATION_FILTERS = [
  { value: '', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** A verification status from the address, or null (all) for anything that is not one. */
export function verificationOf(value: string): EmployerVerificationStatus | null {
  return EMPLOYER_VERIFICATION_STATUSES.find((status) => status === value) ?? null;
}

/** How the table and the dialog say a verification status: words first, the colour only repeats them. */
export const VERIFICATION_BADGES = {
  verified: { text: 'Verified employer', tone: 'positive' },
  pending: { text: 'Verification pending', tone: 'waiting' },
  unverified: { text: 'Not verified', tone: 'neutral' },
  rejected: { text: 'Verification rejected', tone: 'negative' },
} as const satisfies Record<EmployerVerificationStatus, { text: string; tone: string }>;

/**
 * How an employer is named on the admin screens: the company, else (no profile yet) the account holder,
 * else the e-mail, so every row and button names someone.
 */
export function companyName(employer: Pick<AdminEmployerRecord, 'comp_name' | 'contact_name' | 'email'>): string {
  return employer.comp_name.trim() || employer.contact_name.trim() || employer.email;
}

/** A value to show, or "Not provided" for a blank one. */
export function orNotProvided(value: string): string {
  return value.trim() ? value : NOT_PROVIDED;
}

const shortDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** A date as the admin tables show it (en-US short month, document 2 §9): "Mar 1, 2026"; '' when unreadable. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enUsDateFormat(shortDate).format(date);
}

/** A phone number as a tel: link target (digits and a leading +; spaces and brackets dropped). */
export function telHref(contactNo: string): string {
  return `tel:${contactNo.replace(/[^\d+]/gu, '')}`;
}

/** "1 job", "3 jobs". */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
