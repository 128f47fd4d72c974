import { endpointUrl, jobFairsApi, jobsApi } from '@kakayahan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createEmployer, createEmployerProfile, type TestUser } from '../../../test/factories.js';
import { jobPayload } from '../../../test/support/jobs.js';
import { insertApplication } from '../../../test/support/jobs.js';
import { insertFair, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';
import { appForThisFile } from '../../../test/test-app.js';
import { HOT_READ_MAX_AGE_MS, isDataWrite, VersionedCache } from './hot-reads.js';

const t = await appForThisFile();
const JOBS = endpointUrl(jobsApi.publicJobs);
const FAIRS = endpointUrl(jobFairsApi.list);
const hot = t.app.hotReads;
let employer: TestUser;

beforeAll(async () => {
  pinClockToManilaNoon(t);
  employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Memory Lane Staffing');
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers, ...(token ? { token } : {}) });

async function postJob(title: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: endpointUrl(jobsApi.postJob),
    token: employer.token,
    payload: jobPayload({ job_title: title }),
  });
  expect(response.statusCode, response.body).toBe(201);
  await t.jobs.drain();
  return response.json<{ post_id: number }>().post_id;
}

const titles = async (url: string) => (await get(url)).json<{ job_title?: string; title?: string }[]>();

/** Whether the visitor's answer for the address is in memory at the current data version. */
const isKept = (url: string) => hot.answers.get(url, hot.version()) !== undefined;

describe.runIf(t.database.driver === 'pglite')('hot anonymous reads from memory (embedded database)', () => {
  it('keep a visitor’s answer with the same bytes and ETag, and still answer 304 to a matching tag', async () => {
    await postJob('Memory Tester');
    const first = await get(JOBS);
    expect(first.statusCode).toBe(200);
    expect(isKept(JOBS)).toBe(true);
    const second = await get(JOBS);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await get(JOBS, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(String(second.headers.vary)).toMatch(/authorization/iu);
  });

  it('show a job posted, edited and deleted on the very next read', async () => {
    await get(JOBS);
    const jobId = await postJob('Braille Transcriber');
    expect((await titles(JOBS)).map((job) => job.job_title)).toContain('Braille Transcriber');
    const detailUrl = endpointUrl(jobsApi.jobDetail, { post_id: jobId });
    expect((await get(detailUrl)).json<{ job_title: string }>().job_title).toBe('Braille Transcriber');
    expect(isKept(detailUrl)).toBe(true);

    const edit = await t.request({
      method: 'PUT',
      url: endpointUrl(jobsApi.editJob, { jobId }),
      token: employer.token,
      payload: jobPayload({ job_title: 'Senior Braille Transcriber' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await titles(JOBS)).map((job) => job.job_title)).toContain('Senior Braille Transcriber');
    expect((await get(detailUrl)).json<{ job_title: string }>().job_title).toBe('Senior Braille Transcriber');

    const removal = await t.request({
      method: 'DELETE',
      url: endpointUrl(jobsApi.deleteJob, { post_id: jobId }),
      token: employer.token,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await titles(JOBS)).map((job) => job.job_title)).not.toContain('Senior Braille Transcriber');
    expect((await get(detailUrl)).statusCode).toBe(404);
  });

  it('show a fair at once, whether made through the API or written straight into the database', async () => {
    await get(FAIRS);
    expect(isKept(FAIRS)).toBe(true);
    const jobId = await postJob('Fair Greeter');
    const created = await t.request({
      method: 'POST',
      url: endpointUrl(jobFairsApi.create),
      token: employer.token,
      payload: {
        title: 'Memory Lane Hiring Day',
        description: 'Interviews in a quiet booth.',
        date: manilaDay(t, 5),
        start_time: '09:00',
        end_time: '16:00',
        format: 'onsite',
        venue: 'Activity Center, Quezon City',
        online_url: '',
        email: 'careers@memory.test',
        contact_number: '+63 2 8555 0142',
        capacity: 60,
        accessibility: ['quiet_room'],
        jobs: [jobId],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await titles(FAIRS)).map((fair) => fair.title)).toContain('Memory Lane Hiring Day');

    // A write that is no request at all (a seed, a script): the database itself is watched.
    await insertFair(t, employer.id, { title: 'Straight Into The Table Fair', date: manilaDay(t, 6) });
    expect((await titles(FAIRS)).map((fair) => fair.title)).toContain('Straight Into The Table Fair');
  });

  it('never give a signed-in person’s answer to a visitor, nor a visitor’s to someone signed in', async () => {
    await insertFair(t, employer.id, { title: 'Last Week Fair', date: manilaDay(t, -7) });
    const visitorFirst = await titles(FAIRS);
    // The employer's own list has their past fair; the visitor's has not.
    const own = await get(FAIRS, employer.token);
    expect(own.json<{ title: string }[]>().map((fair) => fair.title)).toContain('Last Week Fair');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const visitorAgain = await get(FAIRS);
    expect(visitorAgain.json()).toEqual(visitorFirst);
    expect(visitorFirst.map((fair) => fair.title)).not.toContain('Last Week Fair');

    // A job seeker who applied sees their application on the job's page; a visitor never does.
    const jobId = await postJob('Captioner');
    const seeker = await createEmployee(t);
    await insertApplication(t, jobId, seeker.id);
    const detailUrl = endpointUrl(jobsApi.jobDetail, { post_id: jobId });
    const visitor = await get(detailUrl);
    const applicant = await get(detailUrl, seeker.token);
    expect(applicant.body).not.toBe(visitor.body);
    expect((await get(detailUrl)).body).toBe(visitor.body);
    // A wrong token is not a visitor either: it gets the usual answer, never the kept one.
    const wrongToken = await t.request({ method: 'GET', url: detailUrl, headers: { authorization: 'Token nope' } });
    expect(wrongToken.statusCode).not.toBe(500);
  });

  it('forget answers once they are older than the limit (answers that depend on the time)', async () => {
    await get(FAIRS);
    expect(isKept(FAIRS)).toBe(true);
    t.clock.advance(HOT_READ_MAX_AGE_MS);
    expect(isKept(FAIRS)).toBe(false);
  });
});

describe('the versioned cache', () => {
  it('keeps an entry only for its version and evicts the least recently used past its limits', () => {
    let now = 0;
    const cache = new VersionedCache<string>({ maxEntries: 2, maxBytes: 100, maxAgeMs: 10 }, () => now);
    cache.set('a', 1, 'A', 10);
    cache.set('b', 1, 'B', 10);
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 1, 'C', 10);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('C');
    now = 10;
    expect(cache.get('c', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('makes one value for concurrent misses', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10, maxBytes: 1000, maxAgeMs: 1000 }, () => 0);
    let made = 0;
    const make = async () => {
      made += 1;
      await Promise.resolve();
      return 'page';
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrMake('/', 7, make, () => 4)));
    expect(answers).toEqual(['page', 'page', 'page']);
    expect(made).toBe(1);
  });

  it('counts every statement but a read (and the job queue’s bookkeeping) as a write', () => {
    expect(isDataWrite('select * from "job_posts"')).toBe(false);
    expect(isDataWrite('  SELECT 1')).toBe(false);
    expect(isDataWrite('insert into "job_posts" ("title") values ($1)')).toBe(true);
    expect(isDataWrite('update "job_fairs" set "title" = $1')).toBe(true);
    expect(isDataWrite('delete from "job_posts" where "id" = $1')).toBe(true);
    expect(isDataWrite('WITH next AS (SELECT id FROM pgboss.job) UPDATE pgboss.job SET state = $1')).toBe(false);
    // The queue's prepared statements on PGlite (maintenance, the "anything due?" check).
    expect(isDataWrite('EXECUTE pgboss_q_8a929f430c9977e6d78f4c9b')).toBe(false);
    expect(isDataWrite('EXECUTE app_statement')).toBe(true);
  });
});
