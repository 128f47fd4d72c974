import type { EmployerJob, JobFair, JobFairRegistration, JobSeekerProfile, UserType } from '@kakayahan/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in people's ids. */
export const EMPLOYER_ID = 2;
export const SEEKER_ID = 5;

const TOKENS: Record<UserType, { userId: number; username: string }> = {
  Employer: { userId: EMPLOYER_ID, username: 'Acme Hiring' },
  Employee: { userId: SEEKER_ID, username: 'Ana Reyes' },
  Admin: { userId: 1, username: 'Admin' },
};

/** Test-only: each test of the calling file runs signed in as `role` (or as a visitor); fakes are removed after. */
export function signInForEachTest(role: UserType | null) {
  beforeEach(() => {
    if (role) saveSession({ token: `${role}-token`, user_type: role, ...TOKENS[role] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Test-only: a fair as GET /api/jobfairs/ answers it (an upcoming on-site fair with two jobs by default). */
export function jobFair(overrides: Partial<JobFair> = {}): JobFair {
  return {
    id: 1,
    title: 'Inclusive Careers Fair',
    description: 'Meet ten employers.',
    date: '2099-12-03',
    start_time: '09:00',
    end_time: '16:00',
    starts_at: '2099-12-03T01:00:00.000Z',
    ends_at: '2099-12-03T08:00:00.000Z',
    time_zone: 'Asia/Manila',
    format: 'onsite',
    venue: 'SMX Convention Center, Pasay City',
    online_url: null,
    email: 'fair@acme.ph',
    contact_email: 'fair@acme.ph',
    contact_number: '0917 123 4567',
    contact_phone: '0917 123 4567',
    employer: EMPLOYER_ID,
    employer_name: 'Acme Hiring',
    accessibility: ['step_free_entrance', 'sign_language_interpreter'],
    capacity: 50,
    registrations_count: 12,
    waitlist_count: 0,
    seats_left: 38,
    jobs_count: 2,
    jobs: [7, 8],
    has_ended: false,
    has_started: false,
    my_registration: null,
    created_at: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Test-only: one of the employer's job posts (GET /api/employer-jobs/). */
export function employerJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  return {
    post_id: 7,
    job_title: 'Web Developer',
    comp_name: 'Acme Hiring',
    company_name: 'Acme Hiring',
    location: 'Makati City',
    tags: '',
    disabilitytag: '',
    category: 'Technology',
    posted_by: EMPLOYER_ID,
    employer_verified: false,
    salary_range: '30,000 - 40,000',
    job_type: 'Full Time',
    skills_req: 'HTML',
    job_desc: 'Build accessible pages.',
    created_at: '2099-01-01T00:00:00.000Z',
    workplace_facts: [],
    workplace_note: '',
    applications_count: 0,
    pending_count: 0,
    ...overrides,
  };
}

/** Test-only: the job seeker's registration for `fair` (registered, with an accommodation). */
export function registration(fair: JobFair, overrides: Partial<JobFairRegistration> = {}): JobFairRegistration {
  return {
    id: 31,
    job_fair: fair.id,
    user: SEEKER_ID,
    registered_at: '2099-11-01T02:00:00.000Z',
    status: 'registered',
    waitlist_position: null,
    application_status: 'Pending',
    decision_note: '',
    accommodations: ['quiet_room'],
    accommodation_note: 'I get tired in crowds.',
    check_in_code: 'K7P2QX',
    checked_in_at: null,
    calendar_url: `/api/jobfairs/${fair.id}/calendar.ics?registration=31&expires=9&signature=abc`,
    job_fair_detail: fair,
    ...overrides,
  };
}

/** Test-only: the job seeker's profile, as the registration dialog shows what the employer will see. */
export function seekerProfile(overrides: Partial<JobSeekerProfile> = {}): JobSeekerProfile {
  return {
    user_id: SEEKER_ID,
    username: 'ana',
    full_name: 'Ana Reyes',
    pro_headline: '',
    bio: '',
    email: 'ana@example.ph',
    contact_no: '0918 765 4321',
    location: 'Quezon City',
    experience: '',
    role: 'Front-end Developer',
    skills: 'HTML',
    profile_picture: null,
    profile_image: null,
    employee_resume: null,
    resume_name: null,
    user_disability: 'Visual Disability',
    preferences: [],
    is_self: true,
    ...overrides,
  };
}
