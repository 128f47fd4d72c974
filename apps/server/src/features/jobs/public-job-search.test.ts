import {
  endpointUrl,
  jobsApi,
  PUBLIC_JOB_SEARCH_PAGE_SIZE,
  type PublicJobSearchQuery,
  type PublicJobSearchResult,
} from '@kakayahan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { insertApplication } from '../../../test/support/jobs.js';
import { appForThisFile } from '../../../test/test-app.js';

// Issue 15: the public job list /jobs reads GET /api/public-jobs/, open to anyone. It is All Jobs' own
// search (word prefixes, best match first, newest without words) with one category and pages of 20.

const t = await appForThisFile();
let employer: TestUser;
const ids = { developer: 0, clerk: 0, cashier: 0, bookkeeper: 0, interpreter: 0 };
/** The Administrative jobs, newest first: enough for two pages and one job over. */
const encoders: number[] = [];
const ENCODERS = PUBLIC_JOB_SEARCH_PAGE_SIZE + 1;
const JOB_FIELDS = [
  'post_id',
  'job_title',
  'comp_name',
  'location',
  'job_type',
  'salary_range',
  'category',
  'tags',
  'created_at',
  'is_remote',
  'employer_verified',
  'workplace_facts',
].sort();

beforeAll(async () => {
  employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Bayanihan Tech Solutions');
  const foods = await createEmployer(t);
  await createEmployerProfile(t, foods.id, 'Mabuhay Foods Corporation');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.developer = (
    await createJob(t, employer.id, {
      title: 'Junior JavaScript Developer',
      skillsReq: 'React, TypeScript',
      tags: ['Web Development'],
      salary: '25,000 - 30,000',
      createdAt: day(1),
    })
  ).id;
  ids.clerk = (
    await createJob(t, foods.id, {
      title: 'Inventory Clerk',
      category: 'Retail',
      location: 'Cebu City',
      description: 'Keep stock records for our bakery branches.',
      createdAt: day(2),
    })
  ).id;
  ids.cashier = (
    await createJob(t, foods.id, { title: 'Cashier', category: 'Retail', location: 'Cebu City', createdAt: day(3) })
  ).id;
  ids.bookkeeper = (
    await createJob(t, employer.id, { title: 'Bookkeeper', category: 'Finance', createdAt: day(4) })
  ).id;
  ids.interpreter = (
    await createJob(t, employer.id, {
      title: 'Sign Language Interpreter',
      category: 'Education',
      description: 'Interpret meetings for our bookkeeper and deaf staff.',
      createdAt: day(5),
    })
  ).id;
  for (let n = 0; n < ENCODERS; n += 1) {
    const job = await createJob(t, foods.id, {
      title: `Data Encoder ${n + 1}`,
      category: 'Administrative',
      createdAt: day(10 + n),
    });
    encoders.unshift(job.id);
  }
});

const urlOf = (query: PublicJobSearchQuery = {}) => endpointUrl(jobsApi.publicJobSearch, undefined, query);

async function search(query: PublicJobSearchQuery = {}, token?: string): Promise<PublicJobSearchResult> {
  const response = await t.request({ method: 'GET', url: urlOf(query), ...(token ? { token } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicJobSearchResult>();
}
const idsOf = (result: PublicJobSearchResult) => result.jobs.map((job) => job.post_id);

describe('GET /api/public-jobs/ without sign-in', () => {
  it('answers the newest jobs, 20 a page, with the total and what a card shows, nothing about applicants', async () => {
    const seeker = await createEmployee(t);
    await insertApplication(t, ids.clerk, seeker.id);
    const result = await search();
    expect(result).toMatchObject({ total: ENCODERS + 5, page: 1, page_size: 20 });
    expect(idsOf(result)).toEqual(encoders.slice(0, 20));
    for (const job of result.jobs) expect(Object.keys(job).sort()).toEqual(JOB_FIELDS);

    const clerk = (await search({ q: 'inventory' })).jobs[0];
    expect(clerk).toEqual({
      post_id: ids.clerk,
      job_title: 'Inventory Clerk',
      comp_name: 'Mabuhay Foods Corporation',
      location: 'Cebu City',
      job_type: 'Full Time',
      salary_range: '',
      category: 'Retail',
      tags: '',
      created_at: new Date(Date.UTC(2026, 0, 2)).toISOString(),
      is_remote: false,
      employer_verified: false,
      workplace_facts: [],
    });
    // Signed in, the list is the same.
    expect(await search({}, seeker.token)).toEqual(result);
  });

  it('pages through the jobs: the second page has the rest, a page past the last is empty, not an error', async () => {
    const second = await search({ page: 2 });
    expect(second).toMatchObject({ total: ENCODERS + 5, page: 2, page_size: 20 });
    expect(idsOf(second)).toEqual([
      ...encoders.slice(20),
      ids.interpreter,
      ids.bookkeeper,
      ids.cashier,
      ids.clerk,
      ids.developer,
    ]);
    const beyond = await search({ page: 3 });
    expect(beyond).toEqual({ jobs: [], total: ENCODERS + 5, page: 3, page_size: 20 });
  });
});

describe('GET /api/public-jobs/ search and category', () => {
  it.each([
    ['an unfinished title word, in any case', 'JAVA', ['developer']],
    ['a required skill', 'typescript', ['developer']],
    ['the company name and a title word', 'mabuhay cashier', ['cashier']],
    ['a description word', 'bakery', ['clerk']],
  ] as const)('finds jobs by %s', async (_what, q, expected) => {
    const result = await search({ q });
    expect(idsOf(result)).toEqual(expected.map((name) => ids[name]));
    expect(result.total).toBe(expected.length);
  });

  it('ranks as All Jobs does: a title match above a newer description match', async () => {
    expect(idsOf(await search({ q: 'bookkeeper' }))).toEqual([ids.bookkeeper, ids.interpreter]);
  });

  it('filters by one category, newest first, alone or with the words; empty means every category', async () => {
    expect(idsOf(await search({ category: 'Retail' }))).toEqual([ids.cashier, ids.clerk]);
    expect(idsOf(await search({ q: 'cashier', category: 'Retail' }))).toEqual([ids.cashier]);
    expect(await search({ q: 'cashier', category: 'Finance' })).toMatchObject({ jobs: [], total: 0 });
    const administrative = await search({ category: 'Administrative', page: 2 });
    expect(administrative).toMatchObject({ total: ENCODERS, page: 2 });
    expect(idsOf(administrative)).toEqual(encoders.slice(20));
    // The page's form sends "category=" for All categories and "q=" for an empty search.
    const response = await t.request({ method: 'GET', url: `${urlOf()}?q=&category=` });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicJobSearchResult>().total).toBe(ENCODERS + 5);
  });

  it('leaves out a deleted job', async () => {
    const gone = await createJob(t, employer.id, { title: 'Temporary Lifeguard', category: 'Healthcare' });
    expect(idsOf(await search({ q: 'lifeguard' }))).toEqual([gone.id]);
    const deleted = await t.request({
      method: 'DELETE',
      url: endpointUrl(jobsApi.deleteJob, { post_id: gone.id }),
      token: employer.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await search({ q: 'lifeguard' })).toMatchObject({ jobs: [], total: 0 });
    expect((await search({ category: 'Healthcare' })).total).toBe(0);
  });
});

describe('GET /api/public-jobs/ refusals', () => {
  it.each([
    ['page=0', 'page starts at 1.'],
    ['page=-2', 'page starts at 1.'],
    ['page=abc', 'page must be a number.'],
    ['page=1.5', 'page must be a whole number.'],
    ['category=Astrology', 'Unknown category: Astrology. Please choose one of the listed categories.'],
    [`q=${'a'.repeat(201)}`, 'The search is too long (at most 200 characters).'],
  ])('refuses ?%s with a 400 that says why', async (query, message) => {
    const response = await t.request({ method: 'GET', url: `${urlOf()}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });

  it('answers 400, not 500, to a repeated parameter', async () => {
    for (const query of ['q=a&q=b', 'category=Retail&category=Finance', 'page=1&page=2']) {
      expect((await t.request({ method: 'GET', url: `${urlOf()}?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/public-jobs/ revalidation', () => {
  it('sends an ETag; the same list answers 304 without a body, a new job 200 with a new ETag', async () => {
    const url = urlOf({ category: 'Design' });
    const first = await t.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/u);
    const same = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    const added = await createJob(t, employer.id, { title: 'UX Designer', category: 'Design' });
    const changed = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(idsOf(changed.json<PublicJobSearchResult>())).toEqual([added.id]);
  });
});
