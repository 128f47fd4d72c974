import { JOB_FAIR_ACCESSIBILITY, type JobFair, manilaParts, type UserType } from '@kakayahan/contracts';
import type { JobFairRow } from './job-fair-views.repo.js';

/** Who is looking at a fair, and their own place at it (if they are a job seeker holding one). */
export interface FairViewer {
  userId: number | null;
  userType: UserType | null;
  place: { id: number; status: 'registered' | 'waitlisted' } | null;
}

export const ANONYMOUS_VIEWER: FairViewer = { userId: null, userType: null, place: null };

/** Whether the viewer may see the fair's online link: its employer, an admin, or someone holding a seat. */
export function canSeeOnlineLink(row: JobFairRow, viewer: FairViewer): boolean {
  return viewer.userType === 'Admin' || viewer.userId === row.employerId || viewer.place?.status === 'registered';
}

const knownAccessibility = (values: string[]) => JOB_FAIR_ACCESSIBILITY.filter((value) => values.includes(value));

/** A fair as every screen reads it (document 2 §3 "Job fair" plus issue 11). */
export function presentJobFair(row: JobFairRow, viewer: FairViewer, now: Date): JobFair {
  const start = manilaParts(row.startsAt);
  const end = manilaParts(row.endsAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: start.date,
    start_time: start.time,
    end_time: end.time,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    time_zone: 'Asia/Manila',
    format: row.format,
    venue: row.venue,
    online_url: row.onlineUrl !== '' && canSeeOnlineLink(row, viewer) ? row.onlineUrl : null,
    email: row.contactEmail,
    contact_email: row.contactEmail,
    contact_number: row.contactPhone,
    contact_phone: row.contactPhone,
    employer: row.employerId,
    employer_name: row.employerName,
    accessibility: knownAccessibility(row.accessibility),
    capacity: row.capacity,
    registrations_count: row.registeredCount,
    waitlist_count: row.waitlistCount,
    seats_left: row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount),
    jobs_count: row.jobIds.length,
    jobs: row.jobIds,
    has_ended: row.endsAt.getTime() <= now.getTime(),
    has_started: row.startsAt.getTime() <= now.getTime(),
    my_registration: viewer.place,
    created_at: row.createdAt.toISOString(),
  };
}
