import {
  SPECIALTY_TAGS,
  type Applicant,
  type EmployerDashboard,
  type EmployerJob,
  type JobDetail,
  type Tag,
} from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in employer's user id. */
export const EMPLOYER_ID = 2;

/** Test-only: each test in the calling file runs signed in as an employer; its fake server is removed after it. */
export function signInAsEmployerForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'employer-token', userId: EMPLOYER_ID, user_type: 'Employer', username: 'Acme Hiring' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Test-only: the specialty tag vocabulary (eleven, one more than a job may carry). */
export const TAGS: Tag[] = SPECIALTY_TAGS.slice(0, 11).map((name, index) => ({ id: index + 1, name }));

/** Test-only: the disability tag vocabulary. */
export const DISABILITY_TAGS: Tag[] = [
  { id: 1, name: 'Deaf or Hard of Hearing' },
  { id: 2, name: 'Visual Disability' },
  { id: 3, name: 'Orthopedic Disability' },
];

/** Test-only: a stored job as GET /api/job/{id} answers it. */
export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    post_id: 7,
    job_title: 'Web Developer',
    comp_name: 'Acme Hiring',
    location: 'Makati City',
    salary_range: '30,000 - 40,000',
    job_type: 'Part Time',
    job_desc: 'Build accessible pages.',
    tags: 'Web Development',
    disabilitytag: 'Deaf or Hard of Hearing',
    category: 'Design',
    skills_req: 'HTML, CSS',
    posted_by: EMPLOYER_ID,
    employer_verified: false,
    created_at: '2026-03-01T04:00:00.000Z',
    workplace_facts: [],
    workplace_note: '',
    ...overrides,
  };
}

/** Test-only: an applicant as the employer dashboard lists them (a pending one by default). */
export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    application_id: 11,
    applicant__id: 5,
    applicant_name: 'Ana Reyes',
    applicant_skills: 'HTML, CSS',
    applicant_experience: 'Two years building websites.',
    applicant_location: 'Quezon City',
    applicant_role: 'Front-end Developer',
    application_status: 'Pending',
    applicant__employeeprofile__contact_no: '0917 123 4567',
    job_post__job_title: 'Web Developer',
    job_post__id: 7,
    applied_date: '2026-03-02T04:00:00.000Z',
    has_resume: true,
    applicant_disability: null,
    disability_disclosed: false,
    accommodations: [],
    accommodation_note: '',
    ...overrides,
  };
}

/** Test-only: one of the employer's job postings. */
export function employerJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  return {
    post_id: 7,
    job_title: 'Web Developer',
    comp_name: 'Acme Hiring',
    company_name: 'Acme Hiring',
    location: 'Makati City',
    tags: 'Web Development',
    disabilitytag: '',
    category: 'Technology',
    posted_by: EMPLOYER_ID,
    employer_verified: false,
    salary_range: '30,000 - 40,000',
    job_type: 'Full Time',
    skills_req: 'HTML, CSS',
    job_desc: 'Build accessible pages.',
    created_at: '2026-03-01T04:00:00.000Z',
    workplace_facts: [],
    workplace_note: '',
    applications_count: 2,
    pending_count: 1,
    ...overrides,
  };
}

/** Test-only: a dashboard with two jobs, a pending applicant (Ana) and an approved one (Ben). */
export function dashboard(overrides: Partial<EmployerDashboard> = {}): EmployerDashboard {
  return {
    active_jobs_count: 2,
    total_applications: 2,
    pending_applications: 1,
    applicants: [
      applicant(),
      applicant({
        application_id: 12,
        applicant__id: 6,
        applicant_name: 'Ben Cruz',
        applicant_role: '',
        application_status: 'Approved',
        has_resume: false,
      }),
    ],
    job_posts: [
      employerJob(),
      employerJob({
        post_id: 8,
        job_title: 'Bookkeeper',
        category: 'Finance',
        job_type: 'Part Time',
        location: 'Cebu City',
        salary_range: '',
        applications_count: 0,
        pending_count: 0,
        created_at: '2026-02-10T04:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

/** Test-only: the body rows of the table named `name`, once it is on screen. */
export async function bodyRows(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

/** Test-only: the row header of each body row of the table named `name`. */
export async function rowHeaders(name: string): Promise<(string | null)[]> {
  return (await bodyRows(name)).map((row) => within(row).getByRole('rowheader').textContent);
}
