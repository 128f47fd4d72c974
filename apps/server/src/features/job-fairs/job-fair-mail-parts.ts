import {
  formatFairDate,
  formatFairWhen,
  JOB_FAIR_ACCESSIBILITY,
  JOB_FAIR_ACCESSIBILITY_LABELS,
  type JobFairFormat,
  manilaToday,
} from '@kakayahan/contracts';
import type { JobFairSummary } from '../../platform/events/domain-events.js';
import type { JobFairRow } from './job-fair-views.repo.js';

// The sentences every job-fair mail shares: when, where, what to bring, whom to ask. Mails are read by
// screen readers and on small phones, so each fact is one short paragraph of plain words.

/** What a mail says about a fair. */
export interface FairMailDetails {
  title: string;
  employerName: string;
  /** Manila date and times, YYYY-MM-DD and HH:MM. */
  date: string;
  startTime: string;
  endTime: string;
  /** null when the fair is gone and only the event's summary is known. */
  format: JobFairFormat | null;
  venue: string;
  /** The join link, only in mails to the employer or to someone holding a seat. */
  onlineUrl: string | null;
  contactEmail: string;
  contactPhone: string;
}

/**
 * A fair's details from the event's summary (the date and times as they were announced) and, when the fair
 * still exists, its row (place, link, contacts). The link is left out unless `showLink`.
 */
export function fairDetails(summary: JobFairSummary, row: JobFairRow | null, showLink: boolean): FairMailDetails {
  return {
    title: summary.title,
    employerName: summary.employerName,
    date: summary.date,
    startTime: summary.startTime,
    endTime: summary.endTime,
    format: row?.format ?? null,
    venue: row?.venue ?? '',
    onlineUrl: showLink && row && row.onlineUrl !== '' ? row.onlineUrl : null,
    contactEmail: row?.contactEmail ?? '',
    contactPhone: row?.contactPhone ?? '',
  };
}

/** "Hello Ana," or "Hello," for a person without a name on record. */
export const greeting = (name: string): string => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** "Thursday, December 3, 2026, 9:00 AM to 5:00 PM (Philippine time)" */
export const whenText = (fair: Pick<FairMailDetails, 'date' | 'startTime' | 'endTime'>): string =>
  formatFairWhen({ date: fair.date, start_time: fair.startTime, end_time: fair.endTime });

/** "When: …" */
export const whenLine = (fair: FairMailDetails): string => `When: ${whenText(fair)}.`;

/** Where the fair happens: the venue, the online link (or where to find it), or both for a hybrid fair. */
export function whereLines(fair: FairMailDetails): string[] {
  if (fair.format === null) return [];
  const lines: string[] = [];
  if (fair.format !== 'online' && fair.venue) lines.push(`Where: ${fair.venue}.`);
  if (fair.format !== 'onsite') {
    lines.push(
      fair.onlineUrl
        ? `Join online with this link: ${fair.onlineUrl}`
        : 'Online: the link to join is on the job fair page for everyone who holds a place.',
    );
  }
  return lines;
}

/** What to bring (on site) or have ready (online), including what the person needs to be comfortable. */
export function bringLine(format: JobFairFormat | null): string[] {
  if (format === null) return [];
  const online =
    'To join online, have ready a phone or computer with a working internet connection and your résumé as a file if you have one. Join a few minutes early to check your sound, captions and camera.';
  const onsite =
    'What to bring: your check-in code, a few printed copies of your résumé if you have them, a valid ID, and anything you need for the day, such as medicines, water or the assistive devices you use.';
  if (format === 'online') return [online];
  if (format === 'onsite') return [onsite];
  return [onsite, online];
}

/** The check-in code and the two ways to use it. */
export const checkInLine = (code: string): string =>
  `Your check-in code is ${code.split('').join(' ')} (${code}). Show it at the entrance, or read it out: it is also on the job fair page as a QR code.`;

/** Whom to ask, when the employer gave a contact. */
export function contactLines(fair: FairMailDetails): string[] {
  const ways = [fair.contactEmail, fair.contactPhone].filter((way) => way !== '');
  return ways.length > 0 ? [`Questions about the fair? Contact ${fair.employerName} at ${ways.join(' or ')}.`] : [];
}

/** The accommodations as words, in the vocabulary's order ("Live captions, Quiet room"). */
export function accommodationNames(accommodations: readonly string[]): string[] {
  return JOB_FAIR_ACCESSIBILITY.filter((item) => accommodations.includes(item)).map(
    (item) => JOB_FAIR_ACCESSIBILITY_LABELS[item],
  );
}

/** What the person asked for, so they can check it before the day (nothing when they asked for nothing). */
export function accommodationLines(accommodations: readonly string[], note: string, employerName: string): string[] {
  const names = accommodationNames(accommodations);
  if (names.length === 0 && note.trim() === '') return [];
  const asked = names.length > 0 ? `You asked for: ${names.join(', ')}.` : 'You asked for an accommodation.';
  const withNote = note.trim() ? ` Your note: "${note.trim()}".` : '';
  return [
    `${asked}${withNote} ${employerName} can see your request. You can change it on the job fair page until the fair starts.`,
  ];
}

/**
 * When the fair is, said from now in Manila: "today", "tomorrow", or "on Thursday, December 3, 2026". Worked
 * out when the message is written, so a reminder that runs late or early never says the wrong day.
 */
export function dayFromNow(now: Date, date: string): string {
  const today = manilaToday(now);
  if (date === today) return 'today';
  const tomorrow = manilaToday(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  if (date === tomorrow) return 'tomorrow';
  return `on ${formatFairDate(date)}`;
}

/** The Job Fairs page, where a person manages their registrations. */
export const jobFairsUrl = (publicUrl: string): string => `${publicUrl}/job-fairs`;

/** The fair's participants screen (its employer only). */
export const participantsUrl = (publicUrl: string, fairId: number): string =>
  `${publicUrl}/job-fairs/${fairId}/applications`;
