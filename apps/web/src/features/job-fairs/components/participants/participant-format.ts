import {
  enUsDateFormat,
  displayName,
  formatFairTime,
  JOB_FAIR_ACCESSIBILITY_LABELS,
  JOB_FAIR_TIME_ZONE,
  manilaParts,
  type JobFairDecision,
  type JobFairOutcome,
  type JobFairParticipant,
  type JobFairRegistrationStatus,
} from '@kakayahan/contracts';

/** The participant's name: the profile's full name, else first and last name, else their e-mail. */
export function participantName(participant: JobFairParticipant): string {
  const details = participant.user_details;
  return (
    details.employeeprofile?.full_name.trim() ||
    displayName(details.first_name, details.last_name) ||
    details.email ||
    'Unnamed participant'
  );
}

/** The participant's role and location ('' when they left them empty). */
export function participantRole(participant: JobFairParticipant): string {
  return participant.user_details.employeeprofile?.role.trim() ?? '';
}

export function participantLocation(participant: JobFairParticipant): string {
  return participant.user_details.employeeprofile?.location.trim() ?? '';
}

export function participantPhone(participant: JobFairParticipant): string {
  return participant.user_details.employeeprofile?.contact_no.trim() ?? '';
}

/**
 * Participants whose name or location contains the search, in any case (document 2 §2: search by name
 * or location). Spaces around the search are ignored.
 */
export function filterParticipants(participants: readonly JobFairParticipant[], search: string): JobFairParticipant[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...participants];
  return participants.filter(
    (p) => participantName(p).toLowerCase().includes(needle) || participantLocation(p).toLowerCase().includes(needle),
  );
}

const manilaDate: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: JOB_FAIR_TIME_ZONE,
};

/** A moment as a Philippine date, "Mar 1, 2026" ('' when unreadable). */
export function formatManilaDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enUsDateFormat(manilaDate).format(date);
}

/** A moment as a Philippine clock time, "9:05 AM" ('' when unreadable). */
export function formatManilaTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatFairTime(manilaParts(date).time);
}

export const STATUS_LABELS: Record<JobFairRegistrationStatus, string> = {
  registered: 'Registered',
  waitlisted: 'On the waiting list',
  cancelled: 'Cancelled',
};

/** The registration's place in words, with the place in line for the waiting list. */
export function statusInWords(participant: JobFairParticipant): string {
  if (participant.status === 'waitlisted' && participant.waitlist_position !== null) {
    return `On the waiting list (number ${participant.waitlist_position} in line)`;
  }
  return STATUS_LABELS[participant.status];
}

export const DECISION_LABELS: Record<JobFairDecision, string> = {
  Pending: 'Not yet invited or declined',
  Invited: 'Invited to an interview',
  Declined: 'Declined',
};

export const OUTCOME_LABELS: Record<JobFairOutcome, string> = {
  none: 'None',
  interviewed: 'Interviewed',
  hired: 'Hired on the spot',
};

/** The accommodations asked for, as their labels. */
export function accommodationLabels(participant: JobFairParticipant): string[] {
  return participant.accommodations.map((value) => JOB_FAIR_ACCESSIBILITY_LABELS[value]);
}

/** Whether the participant asked for anything (a listed accommodation or a note). */
export function hasAccommodationRequest(participant: JobFairParticipant): boolean {
  return participant.accommodations.length > 0 || participant.accommodation_note.trim() !== '';
}

/** Whether the accommodations were provided, in words. */
export function accommodationProvidedInWords(value: boolean | null): string {
  if (value === null) return 'Not recorded yet';
  return value ? 'Yes, provided' : 'No, not provided';
}

/** Whether an invitation or a decline can still be given: never to a cancelled registration, never twice. */
export function canDecide(participant: JobFairParticipant, decision: 'Invited' | 'Declined'): boolean {
  return participant.status !== 'cancelled' && participant.application_status !== decision;
}
