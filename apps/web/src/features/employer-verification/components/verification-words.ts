import { enUsDateFormat, BUSINESS_REGISTRATION_LABELS, type BusinessRegistrationType } from '@kakayahan/contracts';

/** The kinds of registration as the form's select offers them: the contract's codes with their words. */
export const REGISTRATION_TYPE_OPTIONS = Object.entries(BUSINESS_REGISTRATION_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** A registration type in words ("SEC registration (corporation or partnership)"). */
export function registrationTypeText(type: BusinessRegistrationType): string {
  return BUSINESS_REGISTRATION_LABELS[type];
}

const shortDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** A date as the other screens show it (en-US short month, "Mar 1, 2026"); '' when unreadable. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enUsDateFormat(shortDate).format(date);
}

/** Whether a certificate is a picture the screen can show (a PDF is opened in a new tab instead). */
export function isImageDocument(contentType: string): boolean {
  return contentType === 'image/jpeg' || contentType === 'image/png';
}
