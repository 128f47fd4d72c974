import { enUsDateFormat } from './date-formats.js';

/**
 * Notification date: short month, 2-digit day, year and 12-hour time, e.g. "Nov 05, 2026, 03:04 PM".
 * Returns an empty string for an unreadable date rather than "Invalid Date".
 */
export function formatNotificationDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return enUsDateFormat({
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** Initials avatar text: first letters of up to two words, upper case ("Maria dela Cruz" → "MD"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (word[0] ?? '').toUpperCase())
    .join('');
}

/** Display name of a person: first and last name joined by a space and trimmed (document 1 §3). */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}
