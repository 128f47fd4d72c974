import { enUsDateFormat } from '@kakayahan/contracts';

const DAY_MS = 86_400_000;

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local midnight of the date's calendar day. */
function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` in local time: 0 the same day, 1 the day before (DST-safe). */
function calendarDaysBefore(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** Intl writes a narrow no-break space before AM/PM; a plain space reads and matches the same everywhere. */
function format(date: Date, options: Intl.DateTimeFormatOptions): string {
  return enUsDateFormat(options)
    .format(date)
    .replace(/[\u202f\u00a0]/gu, ' ');
}

/** Hours and minutes, e.g. "3:04 PM". */
export function formatClockTime(date: Date): string {
  return format(date, { hour: 'numeric', minute: '2-digit' });
}

/**
 * The time beside a conversation (document 2 §2): the clock time when it is today, "Yesterday", the
 * weekday when under 7 days old, otherwise month and day ("Mar 5"). Empty for no or an unreadable time.
 */
export function formatConversationTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysBefore(date, now);
  if (days === 0) return formatClockTime(date);
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return format(date, { weekday: 'long' });
  return format(date, { month: 'short', day: 'numeric' });
}

/**
 * The time of one message: hours and minutes when it was sent today; earlier messages also name the day
 * ("Mar 5, 3:04 PM", with the year when it is not this year), so a time is never ambiguous.
 */
export function formatMessageTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const clock = formatClockTime(date);
  if (calendarDaysBefore(date, now) === 0) return clock;
  const sameYear = date.getFullYear() === now.getFullYear();
  const day = format(
    date,
    sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' },
  );
  return `${day}, ${clock}`;
}
