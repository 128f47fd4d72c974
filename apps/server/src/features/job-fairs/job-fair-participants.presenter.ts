import {
  JOB_FAIR_ACCESSIBILITY,
  JOB_FAIR_ACCESSIBILITY_LABELS,
  manilaParts,
  type JobFairParticipant,
  type JobFairParticipants,
  type JobFairReport,
} from '@kakayahan/contracts';
import { contentDisposition, type PrivateFileAnswer } from '../../platform/files/signed-file.js';
import { publicMediaPath } from '../../platform/files/public-media.js';
import type { ParticipantRow } from './job-fair-participants.repo.js';
import { participantName, type ParticipantCounts } from './job-fair-participants.service.js';
import type { JobFairRow } from './job-fair-views.repo.js';
import { presentJobFair, type FairViewer } from './job-fairs.presenter.js';

const knownAccessibility = (values: string[]) => JOB_FAIR_ACCESSIBILITY.filter((value) => values.includes(value));

/** Whether someone registered on a Manila calendar day after the fair's own day (shown in words). */
function registeredAfterFair(row: ParticipantRow): boolean {
  return manilaParts(row.registeredAt).date > manilaParts(row.fairStartsAt).date;
}

/**
 * A participant as the fair's employer (or an admin) sees them (document 2 §3 "Job fair registration").
 * Built field by field from the row, which carries no ID number, disability, card or résumé.
 */
export function presentParticipant(row: ParticipantRow): JobFairParticipant {
  return {
    id: row.id,
    job_fair: row.jobFairId,
    user: row.userId,
    registered_at: row.registeredAt.toISOString(),
    registered_after_fair: registeredAfterFair(row),
    status: row.status,
    waitlist_position: row.status === 'waitlisted' ? row.waitlistPosition : null,
    application_status: row.decision,
    decision_note: row.decisionNote,
    accommodations: knownAccessibility(row.accommodations),
    accommodation_note: row.accommodationNote,
    accommodation_provided: row.accommodationProvided,
    checked_in_at: row.checkedInAt ? row.checkedInAt.toISOString() : null,
    outcome: row.outcome,
    user_details: {
      id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      profile_picture: publicMediaPath(row.pictureKey),
      employeeprofile: row.profile
        ? {
            full_name: row.profile.fullName,
            location: row.profile.location,
            role: row.profile.role,
            contact_no: row.profile.contactNo,
          }
        : null,
    },
  };
}

/** GET /api/jobfairs/{id}/participants/: the fair as its viewer sees it, and its participants. */
export function presentParticipants(
  fair: JobFairRow,
  participants: ParticipantRow[],
  viewer: FairViewer,
  now: Date,
): JobFairParticipants {
  return { job_fair: presentJobFair(fair, viewer, now), participants: participants.map(presentParticipant) };
}

/** GET /api/jobfairs/{id}/report/ */
export function presentReport(counts: ParticipantCounts): JobFairReport {
  return {
    job_fair: counts.fairId,
    registered: counts.registered,
    waitlisted: counts.waitlisted,
    cancelled: counts.cancelled,
    attended: counts.attended,
    interviewed: counts.interviewed,
    hired: counts.hired,
    invited: counts.invited,
    accommodations_requested: counts.accommodationsRequested,
    accommodations_provided: counts.accommodationsProvided,
    by_accommodation: counts.byAccommodation,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The participants CSV (RFC 4180), opened in Excel or Google Sheets by the employer's staff

export const PARTICIPANTS_CSV_COLUMNS = [
  'Name',
  'Email',
  'Contact number',
  'Location',
  'Role',
  'Status',
  'Waitlist position',
  'Registered at (Manila)',
  'Registered after the fair date',
  'Invitation',
  'Accommodations requested',
  'Accommodation note',
  'Accommodation provided',
  'Checked in at',
  'Outcome',
] as const;

const STATUS_WORDS = { registered: 'Registered', waitlisted: 'Waitlisted', cancelled: 'Cancelled' } as const;
const OUTCOME_WORDS = { none: '', interviewed: 'Interviewed', hired: 'Hired' } as const;
/** Excel reads a UTF-8 file as UTF-8 (ñ, é, ₱) only when it starts with this byte order mark. */
const UTF8_BOM = '\uFEFF';

/** "2026-12-03 09:30", the Manila date and time of an instant. */
function manilaDateTime(instant: Date): string {
  const { date, time } = manilaParts(instant);
  return `${date} ${time}`;
}

/**
 * One CSV cell. A value a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so a participant cannot plant `=HYPERLINK(…)` in the employer's
 * sheet; a value with a comma, quote or line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

function participantCsvRow(row: ParticipantRow): string[] {
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  return [
    participantName(row),
    row.email,
    row.profile?.contactNo ?? '',
    row.profile?.location ?? '',
    row.profile?.role ?? '',
    STATUS_WORDS[row.status],
    row.status === 'waitlisted' && row.waitlistPosition !== null ? String(row.waitlistPosition) : '',
    manilaDateTime(row.registeredAt),
    yesNo(registeredAfterFair(row)),
    row.decision,
    knownAccessibility(row.accommodations)
      .map((item) => JOB_FAIR_ACCESSIBILITY_LABELS[item])
      .join('; '),
    row.accommodationNote,
    row.accommodationProvided === null ? '' : yesNo(row.accommodationProvided),
    row.checkedInAt ? manilaDateTime(row.checkedInAt) : '',
    OUTCOME_WORDS[row.outcome],
  ];
}

/** The CSV text of a fair's participants: a header line, then one line per participant, CRLF line ends. */
export function participantsCsv(participants: ParticipantRow[]): string {
  const lines = [[...PARTICIPANTS_CSV_COLUMNS], ...participants.map(participantCsvRow)];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The participants CSV as a download named after the fair and its date, with Excel's byte order mark. */
export function presentParticipantsCsv(fair: JobFairRow, participants: ParticipantRow[]): PrivateFileAnswer {
  // A slash would make the name a path (only its last part would be kept), so it becomes a dash.
  const title = fair.title.replace(/[\\/]+/gu, '-').trim();
  return {
    bytes: Buffer.from(UTF8_BOM + participantsCsv(participants), 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    disposition: contentDisposition(
      { type: 'attachment', fallbackName: 'participants.csv' },
      `Participants - ${title} - ${manilaParts(fair.startsAt).date}.csv`,
    ),
  };
}
