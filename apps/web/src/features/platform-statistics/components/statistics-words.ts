import { enUsDateFormat, PLATFORM_STATISTICS_MESSAGES } from '@kakayahan/contracts';

const numberFormat = new Intl.NumberFormat('en-US');
// Calendar dates (YYYY-MM-DD) are days, not instants: read and written in UTC so no time zone moves them.
const dayFormat: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};
const shortDayFormat: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/** A count as people read it ("1,234"), or "fewer than 5" for a protected count (null). */
export function countText(count: number | null): string {
  return count === null ? PLATFORM_STATISTICS_MESSAGES.fewerThan : numberFormat.format(count);
}

/** `part` as a whole percentage of `whole` ("40%"), or "–" when the whole is nothing. */
export function percentText(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}

/** "1 job seeker" / "3 job seekers" (the noun given singular and plural). */
export function countOf(count: number, singular: string, plural: string): string {
  return `${countText(count)} ${count === 1 ? singular : plural}`;
}

function unit(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? '' : 's'}`;
}

/** A duration in hours said in words: "2 days 4 hours", "5 hours", "1 day", "less than an hour". */
export function durationText(hours: number): string {
  const whole = Math.round(hours);
  if (whole < 1) return 'less than an hour';
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  if (days === 0) return unit(rest, 'hour');
  return rest === 0 ? unit(days, 'day') : `${unit(days, 'day')} ${unit(rest, 'hour')}`;
}

/** The YYYY-MM-DD part of a date or date-time text, read as a calendar day; null when unreadable. */
function calendarDay(value: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}/u.exec(value)?.[0];
  const date = day ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A calendar date in words: "Nov 1, 2026" (the text itself when unreadable). */
export function dayText(value: string): string {
  const date = calendarDay(value);
  return date ? enUsDateFormat(dayFormat).format(date) : value;
}

/** A week's short label for a chart axis: "Nov 2". */
export function weekLabel(weekStart: string): string {
  const date = calendarDay(weekStart);
  return date ? enUsDateFormat(shortDayFormat).format(date) : weekStart;
}

/** The period the figures cover, in words: "from Nov 1, 2026 to Nov 25, 2026", "all time", … */
export function rangeText(range: { from: string | null; to: string | null }): string {
  if (range.from && range.to) return `from ${dayText(range.from)} to ${dayText(range.to)}`;
  if (range.from) return `from ${dayText(range.from)} onwards`;
  if (range.to) return `up to ${dayText(range.to)}`;
  return 'all time';
}

/** "in this period" or "of all time", to end a sentence about what happened. */
export function periodWords(range: { from: string | null; to: string | null }): string {
  return range.from || range.to ? 'in this period' : 'so far';
}

/** The row with the largest known count (protected counts are skipped), or null when none has one. */
export function largest<Row>(rows: readonly Row[], count: (row: Row) => number | null): Row | null {
  let best: Row | null = null;
  let bestCount = 0;
  for (const row of rows) {
    const value = count(row);
    if (value !== null && value > bestCount) {
      best = row;
      bestCount = value;
    }
  }
  return best;
}
