import { TOTAL_COUNT_HEADER, type FeedJob, type JobDetail } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertApplication } from '../../../test/support/jobs.js';

// Issue 14: All Jobs filters (location, remote, job type, minimum salary) and orders (newest, best match,
// salary), and the job page's own application.
let t: TestApp;
let seeker: TestUser;
const ids = { support: 0, encoder: 0, designer: 0, tester: 0, baker: 0 };

beforeAll(async () => {
  t = await createTestApp();
  seeker = await createEmployee(t);
  const employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Lakas Loob Services');
  const day = (n: number) => new Date(Date.UTC(2026, 1, n));
  const job = async (options: Parameters<typeof createJob>[2]) => (await createJob(t, employer.id, options)).id;
  ids.support = await job({
    title: 'Customer Support Agent',
    location: 'Cebu City',
    type: 'Full Time',
    salary: '18,000 - 22,000',
    description: 'Answer customer chats. Support for screen readers.',
    createdAt: day(1),
  });
  ids.encoder = await job({
    title: 'Data Encoder',
    location: 'Quezon City',
    type: 'Part Time',
    salary: '12,000',
    description: 'Encode customer support tickets.',
    createdAt: day(2),
  });
  ids.designer = await job({
    title: 'Graphic Designer',
    location: 'Remote (anywhere in the Philippines)',
    type: 'Contract',
    salary: '30k',
    description: 'Design posters.',
    createdAt: day(3),
  });
  ids.tester = await job({
    title: 'Accessibility Tester',
    location: 'Makati City',
    type: 'Remote',
    description: 'Test websites with a screen reader; help customer support now and then.',
    createdAt: day(4),
  });
  ids.baker = await job({
    title: 'Baker',
    location: 'cebu city',
    type: 'Full Time',
    salary: 'Negotiable',
    description: 'Bake bread at 4 a.m. (100% on site).',
    createdAt: day(5),
  });
});
afterAll(() => t.close());

async function allJobs(query: string, token = seeker.token) {
  const response = await t.request({ method: 'GET', url: `/api/all-jobs/?${query}`, token });
  expect(response.statusCode).toBe(200);
  const jobs = response.json<FeedJob[]>();
  return { ids: jobs.map((job) => job.post_id), total: Number(response.headers[TOTAL_COUNT_HEADER]), jobs };
}

describe('GET /api/all-jobs/ filters', () => {
  it('filters by part of the location, in any case, with % and _ as plain letters', async () => {
    expect((await allJobs('location=CEBU')).ids).toEqual([ids.baker, ids.support]);
    expect((await allJobs('location=quezon')).ids).toEqual([ids.encoder]);
    expect((await allJobs(`location=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('keeps remote jobs only: job type Remote or a location that says remote', async () => {
    const { ids: found, jobs } = await allJobs('remote=true');
    expect(found).toEqual([ids.tester, ids.designer]);
    expect(jobs.every((job) => job.is_remote)).toBe(true);
    expect((await allJobs('remote=false')).total).toBe(5);
  });

  it('filters by one job type, in either spelling', async () => {
    expect((await allJobs('job_type=Full%20Time')).ids).toEqual([ids.baker, ids.support]);
    expect((await allJobs('job_type=part-time')).ids).toEqual([ids.encoder]);
  });

  it('keeps jobs whose salary reaches the minimum (its highest figure); no salary is left out', async () => {
    expect((await allJobs('min_salary=20000')).ids).toEqual([ids.designer, ids.support]);
    expect((await allJobs('min_salary=22000')).ids).toEqual([ids.designer, ids.support]);
    expect((await allJobs('min_salary=22001')).ids).toEqual([ids.designer]);
    expect((await allJobs('min_salary=0')).ids).toEqual([ids.designer, ids.encoder, ids.support]);
  });

  it('combines filters with the search words and the total', async () => {
    const { ids: found, total } = await allJobs('q=customer&location=city&min_salary=15000');
    expect(found).toEqual([ids.support]);
    expect(total).toBe(1);
  });

  it.each([
    [
      'job_type=Astronaut',
      'Please choose a job type: Full Time, Part Time, Contract, Freelance, Internship or Remote.',
    ],
    ['min_salary=-1', 'min_salary cannot be negative.'],
    ['min_salary=lots', 'min_salary must be a number of pesos.'],
    ['remote=maybe', 'remote must be true or false.'],
    ['sort=cheapest', 'sort must be newest, best_match or salary.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await t.request({ method: 'GET', url: `/api/all-jobs/?${query}`, token: seeker.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });
});

describe('GET /api/all-jobs/ orders', () => {
  it('sorts newest first by default, and by best match by default with words', async () => {
    expect((await allJobs('')).ids).toEqual([ids.baker, ids.tester, ids.designer, ids.encoder, ids.support]);
    // "customer support" in the title weighs more than in a newer description.
    const matched = await allJobs('q=customer%20support');
    expect(matched.ids[0]).toBe(ids.support);
    expect(new Set(matched.ids)).toEqual(new Set([ids.support, ids.encoder, ids.tester]));
  });

  it('sorts by newest when asked, even with words', async () => {
    expect((await allJobs('q=customer%20support&sort=newest')).ids).toEqual([ids.tester, ids.encoder, ids.support]);
  });

  it('treats best match without words as newest (nothing to match)', async () => {
    expect((await allJobs('sort=best_match')).ids).toEqual((await allJobs('sort=newest')).ids);
  });

  it('sorts by salary, highest first, jobs without a salary last (newest first among them)', async () => {
    expect((await allJobs('sort=salary')).ids).toEqual([ids.designer, ids.support, ids.encoder, ids.baker, ids.tester]);
  });
});

describe('GET /api/job/{post_id} and the own application', () => {
  async function detail(jobId: number, token?: string) {
    const response = await t.request({ method: 'GET', url: `/api/job/${jobId}`, ...(token ? { token } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json<JobDetail>();
  }

  it('gives a job seeker their application with what was sent, and null for a job not applied to', async () => {
    const applicant = await createEmployee(t);
    const application = await insertApplication(t, ids.encoder, applicant.id, { resumeKey: 'resumes/x.pdf' });
    expect((await detail(ids.encoder, applicant.token)).my_application).toEqual({
      id: application.id,
      status: 'Pending',
      applied_at: application.createdAt.toISOString(),
      applicant_name: 'Test Applicant',
      applicant_role: 'Support agent',
      applicant_experience: '2 years',
      applicant_location: 'Quezon City',
      applicant_skills: 'Typing',
      resume_name: 'resume.pdf',
    });
    expect((await detail(ids.support, applicant.token)).my_application).toBeNull();
    expect((await detail(ids.encoder, seeker.token)).my_application).toBeNull();
  });

  it('tells anonymous readers and employers nothing about applications', async () => {
    const anonymous = await detail(ids.encoder);
    expect(anonymous).toMatchObject({ job_title: 'Data Encoder', is_remote: false });
    expect(anonymous.my_application).toBeUndefined();
    const employer = await createEmployer(t);
    expect((await detail(ids.encoder, employer.token)).my_application).toBeUndefined();
    expect((await detail(ids.tester)).is_remote).toBe(true);
  });
});
