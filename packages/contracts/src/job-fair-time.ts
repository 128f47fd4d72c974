import { enUsDateFormat } from './date-formats.js';

/**
 * Job fairs happen in the Philippines: their dates and times are Asia/Manila wall-clock time, which is
 * UTC+8 all year (no daylight saving time), so the conversion is exact without a time-zone database.
 */
export const JOB_FAIR_TIME_ZONE = 'Asia/Manila';
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD` */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/u;
/** `HH:MM`, 24-hour clock */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/u;

/** Whether `YYYY-MM-DD` names a real calendar day (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The instant of a Manila date and time (`2026-12-03`, `09:30`). */
export function manilaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** The Manila calendar date and clock time of an instant: `{ date: '2026-12-03', time: '09:30' }`. */
export function manilaParts(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today's date in Manila. */
export function manilaToday(now: Date): string {
  return manilaParts(now).date;
}

/** "Thursday, December 3, 2026" (the fair's date, read in Manila). */
export function formatFairDate(date: string): string {
  if (!isRealDate(date)) return date;
  return enUsDateFormat({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "9:30 AM" from "09:30". */
export function formatFairTime(time: string): string {
  if (!TIME_PATTERN.test(time)) return time;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "Thursday, December 3, 2026, 9:00 AM to 4:00 PM (Philippine time)". */
export function formatFairWhen(fair: { date: string; start_time: string; end_time: string }): string {
  return `${formatFairDate(fair.date)}, ${formatFairTime(fair.start_time)} to ${formatFairTime(fair.end_time)} (Philippine time)`;
}
