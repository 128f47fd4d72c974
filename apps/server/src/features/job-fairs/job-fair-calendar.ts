import {
  endpointUrl,
  formatFairWhen,
  formatSalary,
  JOB_FAIR_ACCESSIBILITY_LABELS,
  JOB_FAIR_FORMAT_LABELS,
  jobFairsApi,
  manilaParts,
  type JobFair,
  type JobFairJob,
} from '@kakayahan/contracts';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/files/signed-file.js';
import { signPath, verifySignedPath } from '../../platform/files/signed-link.js';

/**
 * A job fair as an iCalendar file (RFC 5545) for "Add to calendar", and the signed link that lets a
 * registrant's copy carry the online link. The times are written in Asia/Manila with a VTIMEZONE of its
 * own (UTC+8 all year, no daylight saving time), so every calendar shows the fair at the right instant
 * whatever its own time zone database knows.
 */

/** What signing a registrant's calendar link needs of the app (the AppContext has it). */
export interface CalendarLinkDeps {
  signingKey: Buffer;
  now: () => Date;
}

/** A registrant's link keeps working this long after the fair ends (to look back at it the next day). */
const LINK_GRACE_SECONDS = 24 * 60 * 60;

const calendarPath = (fairId: number) => endpointUrl(jobFairsApi.calendar, { id: fairId });
/** The signature covers the calendar's path and the registration it is for. */
const signedSubject = (fairId: number, registrationId: number) =>
  `${calendarPath(fairId)}?registration=${registrationId}`;

/**
 * The calendar link of one registration: it carries the online link, so it is signed for this fair and
 * registration, and works until a day after the fair ends (a registrant keeps it in their calendar).
 */
export function registrantCalendarUrl(
  deps: CalendarLinkDeps,
  fair: { id: number; endsAt: Date },
  registrationId: number,
): string {
  const endsInSeconds = Math.floor(fair.endsAt.getTime() / 1000) + LINK_GRACE_SECONDS;
  const { expires, signature } = signPath(
    deps.signingKey,
    signedSubject(fair.id, registrationId),
    new Date(endsInSeconds * 1000),
  );
  return `${calendarPath(fair.id)}?registration=${registrationId}&expires=${expires}&signature=${signature}`;
}

/** The registration a calendar link was signed for, or null for a missing, forged or expired signature. */
export function signedRegistrationId(
  deps: CalendarLinkDeps,
  fairId: number,
  query: { registration?: string | undefined; expires?: string | undefined; signature?: string | undefined },
): number | null {
  if (!query.registration || !/^[1-9]\d{0,9}$/u.test(query.registration)) return null;
  const registrationId = Number(query.registration);
  const isValid = verifySignedPath(
    deps.signingKey,
    signedSubject(fairId, registrationId),
    query.expires,
    query.signature,
    deps.now(),
  );
  return isValid ? registrationId : null;
}

// ---------------------------------------------------------------------------------------------------------
// RFC 5545 writing

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** Control characters other than line breaks have no place in a calendar's text (RFC 5545 §3.3.11). */
// eslint-disable-next-line no-control-regex -- removing control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/gu, '\\\\')
    .replace(/;/gu, '\\;')
    .replace(/,/gu, '\\,')
    .replace(/\r\n|\r|\n/gu, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with one space, and a
 * multi-byte UTF-8 character is never split between lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20261203T090000` from a Manila date and time. */
const localDateTime = (date: string, time: string) => `${date.replace(/-/gu, '')}T${time.replace(':', '')}00`;

/** `20261203T010000Z`: an instant in UTC. */
const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/gu, '')
    .replace(/\.\d{3}/u, '');

/** The place a calendar shows: the venue, "Online", or both. */
function locationOf(fair: JobFair): string {
  if (fair.format === 'online') return 'Online';
  if (fair.format === 'hybrid') return `${fair.venue} (also online)`;
  return fair.venue;
}

/** The event's description: what a person needs to decide and to get there, in words. */
function descriptionOf(fair: JobFair, jobs: JobFairJob[], pageUrl: string): string {
  const lines = [fair.title, `When: ${formatFairWhen(fair)}`, `How to attend: ${JOB_FAIR_FORMAT_LABELS[fair.format]}`];
  if (fair.format !== 'online') lines.push(`Venue: ${fair.venue}`);
  if (fair.format !== 'onsite') {
    lines.push(
      fair.online_url
        ? `Join online: ${fair.online_url}`
        : 'Join online: the link is given to people holding a place, in their registration on Kakayahan Jobs.',
    );
  }
  lines.push(
    fair.accessibility.length > 0
      ? `Accessibility: ${fair.accessibility.map((fact) => JOB_FAIR_ACCESSIBILITY_LABELS[fact]).join(', ')}.`
      : 'Accessibility: the employer has not listed accessibility facts yet; contact them to ask.',
  );
  if (jobs.length > 0) {
    lines.push(
      `Jobs: ${jobs
        .map(
          (job) =>
            `${job.job_title} at ${job.company_name} (${job.job_type}, ${job.location}, ${formatSalary(job.salary_range)})`,
        )
        .join('; ')}.`,
    );
  }
  lines.push(`Organised by: ${fair.employer_name}`);
  const contact = [fair.contact_email, fair.contact_phone].filter((value) => value !== '');
  if (contact.length > 0) lines.push(`Contact: ${contact.join(', ')}`);
  if (fair.description !== '') lines.push('', fair.description);
  lines.push('', `Details and registration: ${pageUrl}`);
  return lines.join('\n');
}

export interface FairCalendarInput {
  /** The fair as its viewer sees it: `online_url` is set only when they may see the link. */
  fair: JobFair;
  jobs: JobFairJob[];
  /** The public address of the site (PUBLIC_URL), for the UID's domain and the link to the fair. */
  publicUrl: string;
  now: Date;
}

/** The fair as one VEVENT in a VCALENDAR with the Asia/Manila VTIMEZONE, CRLF line endings, folded. */
export function fairCalendar({ fair, jobs, publicUrl, now }: FairCalendarInput): string {
  const host = new URL(publicUrl).hostname;
  const pageUrl = `${publicUrl.replace(/\/$/u, '')}/job-fairs`;
  const start = manilaParts(new Date(fair.starts_at));
  const end = manilaParts(new Date(fair.ends_at));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kakayahan Jobs//Job fairs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Manila',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:PHT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:job-fair-${fair.id}@${host}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART;TZID=Asia/Manila:${localDateTime(start.date, start.time)}`,
    `DTEND;TZID=Asia/Manila:${localDateTime(end.date, end.time)}`,
    `SUMMARY:${escapeText(fair.title)}`,
    `DESCRIPTION:${escapeText(descriptionOf(fair, jobs, pageUrl))}`,
    `LOCATION:${escapeText(locationOf(fair))}`,
    // A URI value is not TEXT: it is written as it is (the contract allows no spaces or line breaks in it).
    ...(fair.online_url ? [`URL:${fair.online_url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT2H',
    `DESCRIPTION:${escapeText(`Job fair in 2 hours: ${fair.title}`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** `cebu-inclusive-hiring-day.ics` from the title, or `job-fair-7.ics` when nothing of it is left. */
export function calendarFileName(fair: { id: number; title: string }): string {
  const slug = fair.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return `${slug || `job-fair-${fair.id}`}.ics`;
}

/**
 * Sends a calendar file as a download. Never kept by a shared cache: a registrant's copy carries the
 * online link.
 */
export function sendCalendar(reply: FastifyReply, file: { text: string; fileName: string }): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header(
      'content-disposition',
      contentDisposition({ type: 'attachment', fallbackName: 'job-fair.ics' }, file.fileName),
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.text);
}
