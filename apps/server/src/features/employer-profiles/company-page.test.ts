import { COMPANY_PAGE_MESSAGES, type CompanyPage } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { companyWithRegistration, decideRegistration } from '../../../test/support/employer-verification.js';

// Issue 14: the public company page, GET /api/companies/{employerId}/.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function companyPage(employerId: number | string, token?: string) {
  return t.request({ method: 'GET', url: `/api/companies/${employerId}/`, ...(token ? { token } : {}) });
}

describe('GET /api/companies/{employerId}/', () => {
  it('shows anyone the public profile and the jobs, newest first, without the contact number', async () => {
    const employer = await createEmployer(t);
    await createEmployerProfile(t, employer.id, 'Bayanihan Bakery');
    const older = await createJob(t, employer.id, { title: 'Baker', createdAt: new Date(Date.UTC(2026, 0, 1)) });
    const newer = await createJob(t, employer.id, { title: 'Cashier', createdAt: new Date(Date.UTC(2026, 0, 2)) });
    const other = await createEmployer(t);
    await createJob(t, other.id, { title: 'Not Theirs' });

    const response = await companyPage(employer.id);
    expect(response.statusCode).toBe(200);
    const page = response.json<CompanyPage>();
    expect(page).toMatchObject({
      user_id: employer.id,
      comp_name: 'Bayanihan Bakery',
      industry: 'Information Technology',
      comp_desc: 'A company made for tests.',
      location: 'Pasig City, Metro Manila',
      comp_logo: null,
      employer_verified: false,
    });
    expect(page.jobs.map((job) => job.post_id)).toEqual([newer.id, older.id]);
    expect(page.jobs[0]).toMatchObject({ job_title: 'Cashier', comp_name: 'Bayanihan Bakery' });
    expect(response.body).not.toContain('8000 0000');
    expect(page).not.toHaveProperty('contact_no');

    const seeker = await createEmployee(t);
    expect((await companyPage(employer.id, seeker.token)).statusCode).toBe(200);
  });

  it('says when an admin verified the company', async () => {
    const admin = await createAdmin(t);
    const employer = await companyWithRegistration(t, 'Verified Weavers');
    expect((await companyPage(employer.id)).json<CompanyPage>().employer_verified).toBe(false);
    expect((await decideRegistration(t, admin.token, employer.id, 'approve')).statusCode).toBe(200);
    expect((await companyPage(employer.id)).json<CompanyPage>().employer_verified).toBe(true);
  });

  it('answers the same 404 for an unknown id, a job seeker, an admin and an employer without a profile', async () => {
    const seeker = await createEmployee(t);
    const admin = await createAdmin(t);
    const bare = await createEmployer(t);
    for (const id of [999_999, seeker.id, admin.id, bare.id]) {
      const response = await companyPage(id);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: string }>().error).toBe(COMPANY_PAGE_MESSAGES.notFound);
    }
  });

  it('answers 400 to an id that is not a number', async () => {
    expect((await companyPage('abc')).statusCode).toBe(400);
  });
});
