import {
  manilaToday,
  type JobFair,
  type JobFairParticipant,
  type JobFairParticipants,
  type JobFairReport,
} from '@kakayahan/contracts';

/** Test-only: the fair's id in every address of these tests. */
export const FAIR_ID = 5;

/** Test-only: a Manila date `days` from today (negative: in the past). */
export function manilaDateFromToday(days: number): string {
  return manilaToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** Test-only: the employer's onsite fair, next week by default, with accessibility facts and a capacity. */
export function jobFair(overrides: Partial<JobFair> = {}): JobFair {
  return {
    id: FAIR_ID,
    title: 'Inclusive Hiring Day',
    description: 'Meet employers who hire people with disabilities.',
    date: manilaDateFromToday(7),
    start_time: '09:00',
    end_time: '16:00',
    starts_at: '2030-01-01T01:00:00.000Z',
    ends_at: '2030-01-01T08:00:00.000Z',
    time_zone: 'Asia/Manila',
    format: 'onsite',
    venue: 'SM Megamall Event Center, Mandaluyong',
    online_url: null,
    email: 'hiring@acme.ph',
    contact_email: 'hiring@acme.ph',
    contact_number: '0917 000 1111',
    contact_phone: '0917 000 1111',
    employer: 2,
    employer_name: 'Acme Hiring',
    accessibility: ['step_free_entrance', 'sign_language_interpreter'],
    capacity: 10,
    registrations_count: 2,
    waitlist_count: 1,
    seats_left: 8,
    jobs_count: 1,
    jobs: [7],
    has_ended: false,
    has_started: false,
    my_registration: null,
    created_at: '2026-01-10T02:00:00.000Z',
    ...overrides,
  };
}

/** Test-only: a participant (Ana, registered, asking for an FSL interpreter with a note) with changes. */
export function participant(overrides: Partial<JobFairParticipant> = {}): JobFairParticipant {
  return {
    id: 41,
    job_fair: FAIR_ID,
    user: 46,
    registered_at: '2026-01-12T03:00:00.000Z',
    registered_after_fair: false,
    status: 'registered',
    waitlist_position: null,
    application_status: 'Pending',
    decision_note: '',
    accommodations: ['sign_language_interpreter'],
    accommodation_note: 'I am Deaf; please have the interpreter at the interview table.',
    accommodation_provided: null,
    checked_in_at: null,
    outcome: 'none',
    user_details: {
      id: 46,
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.ph',
      profile_picture: null,
      employeeprofile: {
        full_name: 'Ana Reyes',
        location: 'Quezon City',
        role: 'Data Encoder',
        contact_no: '0917 123 4567',
      },
    },
    ...overrides,
  };
}

/** Test-only: Ben, registered after the fair date, with a picture and no accommodation. */
export function ben(overrides: Partial<JobFairParticipant> = {}): JobFairParticipant {
  return participant({
    id: 42,
    user: 47,
    registered_after_fair: true,
    registered_at: '2026-02-01T03:00:00.000Z',
    accommodations: [],
    accommodation_note: '',
    user_details: {
      id: 47,
      first_name: 'Ben',
      last_name: 'Cruz',
      email: 'ben@example.ph',
      profile_picture: '/media/ben.webp',
      employeeprofile: { full_name: 'Ben Cruz', location: 'Cebu City', role: 'Bookkeeper', contact_no: '' },
    },
    ...overrides,
  });
}

/** Test-only: Carla, first on the waiting list. */
export function carla(overrides: Partial<JobFairParticipant> = {}): JobFairParticipant {
  return participant({
    id: 43,
    user: 48,
    status: 'waitlisted',
    waitlist_position: 1,
    accommodations: ['quiet_room'],
    accommodation_note: '',
    user_details: {
      id: 48,
      first_name: 'Carla',
      last_name: 'Santos',
      email: 'carla@example.ph',
      profile_picture: null,
      employeeprofile: { full_name: 'Carla Santos', location: 'Davao City', role: 'Cashier', contact_no: '' },
    },
    ...overrides,
  });
}

/** Test-only: the participants answer. */
export function participantsAnswer(
  fairOverrides: Partial<JobFair> = {},
  participants: JobFairParticipant[] = [participant(), ben(), carla()],
): JobFairParticipants {
  return { job_fair: jobFair(fairOverrides), participants };
}

/** Test-only: a placement report. */
export function report(overrides: Partial<JobFairReport> = {}): JobFairReport {
  return {
    job_fair: FAIR_ID,
    registered: 2,
    waitlisted: 1,
    cancelled: 0,
    attended: 1,
    interviewed: 1,
    hired: 1,
    invited: 1,
    accommodations_requested: 2,
    accommodations_provided: 1,
    by_accommodation: [
      { accommodation: 'sign_language_interpreter', requested: 1, provided: 1 },
      { accommodation: 'quiet_room', requested: 1, provided: 0 },
    ],
    ...overrides,
  };
}
