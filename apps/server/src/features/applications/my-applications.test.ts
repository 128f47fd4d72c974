import { APPLICATION_MESSAGES, type MyApplication } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobPosts } from '../../db/schema.js';
import { createEmployer, createJob, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  apply,
  applicationRow,
  createEmployerWithJob,
  createJobSeeker,
  PDF_BYTES,
  resumePart,
  type EmployerWithJob,
} from '../../../test/support/applications.js';

let t: TestApp;
let posting: EmployerWithJob;
let seeker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  posting = await createEmployerWithJob(t, { company: 'Kalinga Foods', title: 'Data Encoder' });
  seeker = await createJobSeeker(t);
});
afterAll(() => t.close());

const myApplications = async (token: string) => {
  const response = await t.request({ method: 'GET', url: '/api/my-applications/', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyApplication[]>();
};
const cancel = (id: number, token?: string) =>
  t.request({ method: 'DELETE', url: `/api/cancel-application/${id}/`, ...(token ? { token } : {}) });

describe('GET /api/my-applications/', () => {
  it("lists only the job seeker's own applications, newest first, with job and company", async () => {
    const noCompany = await createEmployer(t);
    const blankLocation = await createJob(t, noCompany.id, { title: 'Bookkeeper', location: 'Makati' });
    await t.db.update(jobPosts).set({ location: ' ' }).where(eq(jobPosts.id, blankLocation.id));

    const first = await apply(t, seeker, posting.job.id);
    t.clock.advance(60_000);
    const second = await apply(t, seeker, blankLocation.id);
    const someoneElse = await createJobSeeker(t);
    await apply(t, someoneElse, posting.job.id);

    const list = await myApplications(seeker.token);
    expect(list.map((a) => a.application_id)).toEqual([second, first]);
    expect(list[1]).toEqual({
      application_id: first,
      job_id: posting.job.id,
      jobpost__job_title: 'Data Encoder',
      job_title: 'Data Encoder',
      company_name: 'Kalinga Foods',
      jobpost__location: 'Remote',
      location: 'Remote',
      application_status: 'Pending',
      applied_date: expect.any(String) as string,
      posted_by_id: posting.employer.id,
      job_type: 'Full Time',
      category: 'Technology',
      salary_range: '',
      decided_at: null,
      // Issue 16: the disability type not shown, nothing asked for the hiring process.
      disability_disclosed: false,
      accommodations: [],
      accommodation_note: '',
    });
    // No company profile: Unknown Company; an empty location: Remote (document 2 §9).
    expect(list[0]).toMatchObject({ company_name: 'Unknown Company', location: 'Remote', job_title: 'Bookkeeper' });
  });

  it('answers 403 to an employer and 401 without a token', async () => {
    const employer = await t.request({ method: 'GET', url: '/api/my-applications/', token: posting.employer.token });
    expect(employer.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/my-applications/' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/cancel-application/{application_id}/', () => {
  it('removes the own application and its resume copy', async () => {
    const person = await createJobSeeker(t);
    const id = await apply(t, person, posting.job.id, [resumePart(PDF_BYTES)]);
    const key = (await applicationRow(t, id))?.resumeKey ?? '';
    expect(await t.files.get(key)).not.toBeNull();

    const response = await cancel(id, person.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: APPLICATION_MESSAGES.cancelled });
    expect(await applicationRow(t, id)).toBeUndefined();
    expect(await t.files.get(key)).toBeNull();
    expect(await myApplications(person.token)).toEqual([]);
  });

  it('accepts an empty JSON body (Content-Type set, nothing sent)', async () => {
    const person = await createJobSeeker(t);
    const id = await apply(t, person, posting.job.id);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/cancel-application/${id}/`,
      token: person.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("answers 404 for someone else's application (as for a missing one) and leaves it in place", async () => {
    const owner = await createJobSeeker(t);
    const id = await apply(t, owner, posting.job.id);
    const intruder = await createJobSeeker(t);
    const response = await cancel(id, intruder.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: APPLICATION_MESSAGES.notFound });
    expect((await cancel(999_999, intruder.token)).json()).toEqual({ error: APPLICATION_MESSAGES.notFound });
    expect(await applicationRow(t, id)).toBeDefined();
  });

  it('answers 403 to the employer of the job, 401 without a token, and keeps the row', async () => {
    const owner = await createJobSeeker(t);
    const id = await apply(t, owner, posting.job.id);
    expect((await cancel(id, posting.employer.token)).statusCode).toBe(403);
    expect((await cancel(id)).statusCode).toBe(401);
    const rows = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(rows).toHaveLength(1);
  });
});
