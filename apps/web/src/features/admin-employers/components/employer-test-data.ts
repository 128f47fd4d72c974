import type { AdminEmployerDetail, AdminEmployerJob, AdminEmployerRecord } from '@kakayahan/contracts';
import { screen, within } from '@testing-library/react';
import {
  json,
  mockAdminApi,
  pageAnswer,
  type AdminApiHandler,
} from '../../admin-users/components/admin-fake-server.test-support';

export const LIST_PATH = '/api/admin/get-all-employers/';
export const FILTERS_PATH = '/api/admin/employer-filters/';

/** Test-only: an employer as Manage Employers lists them (Malasakit Care, verified, with a website). */
export function employer(overrides: Partial<AdminEmployerRecord> = {}): AdminEmployerRecord {
  return {
    user_id: 9,
    comp_name: 'Malasakit Care',
    comp_site: 'malasakit.ph',
    industry: 'Healthcare',
    location: 'Quezon City',
    contact_no: '+63 917 555 0101',
    comp_desc: 'Home care for seniors.\nWe hire nurses and caregivers.',
    comp_logo: null,
    has_profile: true,
    email: 'hr@malasakit.ph',
    contact_name: 'Liza Santos',
    date_joined: '2026-02-10T01:00:00.000Z',
    jobs_posted: 2,
    verification_status: 'verified',
    ...overrides,
  };
}

/** Test-only: an employer who signed up but never filled in a company profile. */
export function noProfileEmployer(overrides: Partial<AdminEmployerRecord> = {}): AdminEmployerRecord {
  return employer({
    user_id: 10,
    comp_name: '',
    comp_site: '',
    industry: '',
    location: '',
    contact_no: '',
    comp_desc: '',
    has_profile: false,
    email: 'owner@bagong.ph',
    contact_name: 'Paolo Reyes',
    jobs_posted: 0,
    verification_status: 'unverified',
    ...overrides,
  });
}

export function job(overrides: Partial<AdminEmployerJob> = {}): AdminEmployerJob {
  return {
    post_id: 31,
    job_title: 'Home Care Nurse',
    category: 'Healthcare',
    job_type: 'Full Time',
    location: 'Quezon City',
    created_at: '2026-03-02T02:00:00.000Z',
    applications_count: 4,
    ...overrides,
  };
}

/** Test-only: the view dialog's answer for an employer. */
export function detailOf(record: AdminEmployerRecord, jobs: AdminEmployerJob[] = []): AdminEmployerDetail {
  return { ...record, jobs, upcoming_job_fairs: 1 };
}

/** Test-only: a rough stand-in for the server's filters, so the fake answers look like the server's. */
function matches(record: AdminEmployerRecord, url: URL): boolean {
  const search = url.searchParams.get('search')?.toLowerCase();
  const same = (value: string, wanted: string | null) =>
    wanted === null || value.toLowerCase() === wanted.toLowerCase();
  return (
    same(record.industry, url.searchParams.get('industry')) &&
    same(record.location, url.searchParams.get('location')) &&
    same(record.verification_status, url.searchParams.get('verification')) &&
    (!search ||
      [record.comp_name, record.email, record.contact_name, record.location].some((text) =>
        text.toLowerCase().includes(search),
      ))
  );
}

/**
 * Test-only: a fake server over `initial` employers: the filtered, paged list with X-Total-Count, the
 * filter choices, each employer's details (with `jobs`), and delete. `overrides` replace handlers.
 */
export function mockEmployersApi(
  initial: AdminEmployerRecord[],
  overrides: Record<string, AdminApiHandler> = {},
  jobs: AdminEmployerJob[] = [],
) {
  let employers = [...initial];
  const handlers: Record<string, AdminApiHandler> = {
    [`GET ${LIST_PATH}`]: ({ url }) =>
      pageAnswer(
        employers.filter((record) => matches(record, url)),
        url,
      ),
    [`GET ${FILTERS_PATH}`]: () =>
      json({
        industries: [...new Set(employers.map((e) => e.industry).filter(Boolean))].sort(),
        locations: [...new Set(employers.map((e) => e.location).filter(Boolean))].sort(),
      }),
  };
  for (const record of initial) {
    handlers[`GET /api/admin/employers/${record.user_id}/`] = () => json(detailOf(record, jobs));
    handlers[`DELETE /api/admin/delete-employer/${record.user_id}/`] = () => {
      employers = employers.filter((e) => e.user_id !== record.user_id);
      return json({ message: 'Employer deleted.' });
    };
  }
  return mockAdminApi({ ...handlers, ...overrides });
}

/** Test-only: what a screen reader reads of an element's text (parts hidden from it, like initials, left out). */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

/** Test-only: the body rows of the employers table, once it is on screen. */
export async function employerRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Employers' });
  return within(table).getAllByRole('row').slice(1);
}

/** Test-only: each row's company, as read out before its verification ("Malasakit Care, Verified employer"). */
export async function companies(): Promise<string[]> {
  return (await employerRows()).map((row) => spokenText(within(row).getByRole('rowheader')).split(', ')[0] ?? '');
}
