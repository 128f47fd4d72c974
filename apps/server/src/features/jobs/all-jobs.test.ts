import { TOTAL_COUNT_HEADER, type FeedJob } from '@kakayahan/contracts';
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

let t: TestApp;
let seeker: TestUser;
const ids: Record<'developer' | 'clerk' | 'cashier' | 'bookkeeper' | 'interpreter', number> = {
  developer: 0,
  clerk: 0,
  cashier: 0,
  bookkeeper: 0,
  interpreter: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  seeker = await createEmployee(t);
  const tech = await createEmployer(t);
  await createEmployerProfile(t, tech.id, 'Bayanihan Tech Solutions');
  const foods = await createEmployer(t);
  await createEmployerProfile(t, foods.id, 'Mabuhay Foods Corporation');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.developer = (
    await createJob(t, tech.id, {
      title: 'Junior JavaScript Developer',
      skillsReq: 'React, TypeScript',
      tags: ['Web Development'],
      description: 'Build accessible websites.',
      createdAt: day(1),
    })
  ).id;
  ids.clerk = (
    await createJob(t, foods.id, {
      title: 'Inventory Clerk',
      category: 'Retail',
      skillsReq: 'Excel, Counting',
      tags: ['Inventory Management'],
      description: 'Keep stock records for our bakery branches.',
      createdAt: day(2),
    })
  ).id;
  ids.cashier = (
    await createJob(t, foods.id, {
      title: 'Cashier',
      category: 'Retail',
      skillsReq: 'Handling cash',
      tags: ['Retail Operations'],
      description: 'Handle payments at the counter.',
      createdAt: day(3),
    })
  ).id;
  ids.bookkeeper = (
    await createJob(t, tech.id, {
      title: 'Bookkeeper',
      category: 'Finance',
      skillsReq: 'QuickBooks',
      tags: ['Bookkeeping'],
      description: 'Record transactions.',
      createdAt: day(4),
    })
  ).id;
  ids.interpreter = (
    await createJob(t, tech.id, {
      title: 'Sign Language Interpreter',
      category: 'Education',
      tags: ['Sign Language Interpretation'],
      description: 'Interpret meetings for our bookkeeper and deaf staff.',
      createdAt: day(5),
    })
  ).id;
});
afterAll(() => t.close());

async function allJobs(query = '', token = seeker.token) {
  const response = await t.request({ method: 'GET', url: `/api/all-jobs/${query}`, token });
  expect(response.statusCode).toBe(200);
  return { jobs: response.json<FeedJob[]>(), total: Number(response.headers[TOTAL_COUNT_HEADER]) };
}
const idsOf = (jobs: FeedJob[]) => jobs.map((job) => job.post_id);

describe('GET /api/all-jobs/ without parameters', () => {
  it('answers every job newest first as feed jobs, with the total in x-total-count', async () => {
    const { jobs, total } = await allJobs();
    expect(idsOf(jobs)).toEqual([ids.interpreter, ids.bookkeeper, ids.cashier, ids.clerk, ids.developer]);
    expect(total).toBe(5);
    expect(jobs.find((job) => job.post_id === ids.clerk)).toMatchObject({
      job_title: 'Inventory Clerk',
      comp_name: 'Mabuhay Foods Corporation',
      company_name: 'Mabuhay Foods Corporation',
      tags: 'Inventory Management',
      disabilitytag: '',
      category: 'Retail',
      skills_req: 'Excel, Counting',
      created_at: new Date(Date.UTC(2026, 0, 2)).toISOString(),
    });
    expect(jobs[0]?.color).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/all-jobs/' })).statusCode).toBe(401);
  });
});

describe('GET /api/all-jobs/?q=', () => {
  it.each([
    ['a title word prefix, in any case', 'JAVA', ['developer']],
    ['an unfinished title word', 'devel', ['developer']],
    ['a required skill', 'quickbooks', ['bookkeeper']],
    ['a tag name', 'operations', ['cashier']],
    ['the company name', 'mabuhay', ['cashier', 'clerk']],
    ['a description word', 'bakery', ['clerk']],
    ['every word at once (company and title)', 'mabuhay cashier', ['cashier']],
  ] as const)('finds jobs by %s', async (_what, q, expected) => {
    const { jobs, total } = await allJobs(`?q=${encodeURIComponent(q)}`);
    expect(idsOf(jobs)).toEqual(expected.map((name) => ids[name]));
    expect(total).toBe(expected.length);
  });

  it('ranks a title match above a newer description match', async () => {
    const { jobs } = await allJobs('?q=bookkeeper');
    expect(idsOf(jobs)).toEqual([ids.bookkeeper, ids.interpreter]);
  });

  it('finds nothing for a word no job has, and treats punctuation and operators as plain text', async () => {
    expect(await allJobs('?q=astronaut')).toEqual({ jobs: [], total: 0 });
    const { total } = await allJobs(`?q=${encodeURIComponent("cashier's & | ! ( :*")}`);
    expect(total).toBe(1);
    expect((await allJobs(`?q=${encodeURIComponent('!!! ***')}`)).total).toBe(5);
  });
});

describe('GET /api/all-jobs/ filters and pages', () => {
  it('filters by one category or several, newest first', async () => {
    const retail = await allJobs('?category=Retail');
    expect(idsOf(retail.jobs)).toEqual([ids.cashier, ids.clerk]);
    expect(retail.total).toBe(2);
    const two = await allJobs('?category=Retail,Finance');
    expect(idsOf(two.jobs)).toEqual([ids.bookkeeper, ids.cashier, ids.clerk]);
    const repeated = await allJobs('?category=Retail&category=Finance');
    expect(idsOf(repeated.jobs)).toEqual(idsOf(two.jobs));
  });

  it('combines the search with the category filter', async () => {
    expect(idsOf((await allJobs('?q=mabuhay&category=Retail')).jobs)).toEqual([ids.cashier, ids.clerk]);
    expect(await allJobs('?q=mabuhay&category=Finance')).toEqual({ jobs: [], total: 0 });
  });

  it('pages through the jobs with page and page_size; the total stays the whole count', async () => {
    const first = await allJobs('?page_size=2');
    const second = await allJobs('?page_size=2&page=2');
    const third = await allJobs('?page_size=2&page=3');
    const beyond = await allJobs('?page_size=2&page=4');
    expect(idsOf(first.jobs)).toEqual([ids.interpreter, ids.bookkeeper]);
    expect(idsOf(second.jobs)).toEqual([ids.cashier, ids.clerk]);
    expect(idsOf(third.jobs)).toEqual([ids.developer]);
    expect(beyond.jobs).toEqual([]);
    expect([first.total, second.total, third.total, beyond.total]).toEqual([5, 5, 5, 5]);
  });

  it.each([
    ['?page=0', 'page starts at 1.'],
    ['?page=abc', 'page must be a number.'],
    ['?page_size=101', 'page_size is at most 100.'],
    ['?category=Astrology', 'Unknown category: Astrology.'],
    [`?q=${'a'.repeat(201)}`, 'The search is too long (at most 200 characters).'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await t.request({ method: 'GET', url: `/api/all-jobs/${query}`, token: seeker.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });

  it('answers 400, not 500, to a repeated q', async () => {
    const response = await t.request({ method: 'GET', url: '/api/all-jobs/?q=a&q=b', token: seeker.token });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/all-jobs/ for a job seeker who applied', () => {
  // Issue 14 changed this: the jobs applied to stay in the list (and the total), with the application, so
  // the card says "Applied on …" instead of Apply (the spec's list left them out).
  it('keeps the jobs they applied to, each with their application; others see no application', async () => {
    const applicant = await createEmployee(t);
    const pending = await insertApplication(t, ids.interpreter, applicant.id);
    const declined = await insertApplication(t, ids.clerk, applicant.id, { status: 'Declined' });

    const mine = await allJobs('', applicant.token);
    expect(idsOf(mine.jobs)).toEqual([ids.interpreter, ids.bookkeeper, ids.cashier, ids.clerk, ids.developer]);
    expect(mine.total).toBe(5);
    const byId = new Map(mine.jobs.map((job) => [job.post_id, job]));
    expect(byId.get(ids.interpreter)?.my_application).toMatchObject({ id: pending.id, status: 'Pending' });
    expect(byId.get(ids.clerk)?.my_application).toMatchObject({ id: declined.id, status: 'Declined' });
    expect(Date.parse(byId.get(ids.clerk)?.my_application?.applied_at ?? '')).not.toBeNaN();
    expect(byId.get(ids.cashier)?.my_application).toBeNull();

    const other = await allJobs('', seeker.token);
    expect(other.jobs.every((job) => job.my_application === null)).toBe(true);
    const employer = await createEmployer(t);
    const asEmployer = await allJobs('', employer.token);
    expect(asEmployer.total).toBe(5);
    expect(asEmployer.jobs.every((job) => job.my_application === undefined)).toBe(true);
  });
});
