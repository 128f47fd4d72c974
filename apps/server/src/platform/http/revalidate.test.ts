import { endpointUrl, jobFairsApi, jobsApi } from '@kakayahan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createEmployer, createEmployerProfile, type TestUser } from '../../../test/factories.js';
import { jobPayload } from '../../../test/support/jobs.js';
import { insertFair, pinClockToManilaNoon, manilaDay } from '../../../test/support/job-fairs.js';
import { appForThisFile } from '../../../test/test-app.js';
import { ifNoneMatchHits } from './revalidate.js';

const t = await appForThisFile();
const JOBS = endpointUrl(jobsApi.publicJobs);
const FAIRS = endpointUrl(jobFairsApi.list);
let employer: TestUser;

beforeAll(async () => {
  pinClockToManilaNoon(t);
  employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Validator Staffing');
});

const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
  t.request({ method: 'GET', url, headers, ...(token ? { token } : {}) });

async function postJob(title: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: endpointUrl(jobsApi.postJob),
    token: employer.token,
    payload: jobPayload({ job_title: title }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ post_id: number }>().post_id;
}

describe('revalidated public lists', () => {
  it('send an ETag and public, no-cache to anonymous readers, and 304 without a body when it matches', async () => {
    await postJob('Accessibility Tester');
    const first = await get(JOBS);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/u);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/authorization/iu);

    const again = await get(JOBS, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await get(JOBS, { 'if-none-match': `W/"something-else", ${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await get(JOBS, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('answer 200 with a new ETag once a job is posted, and again once it is changed', async () => {
    const before = await get(JOBS);
    const jobId = await postJob('Sign Language Trainer');
    const afterPost = await get(JOBS, { 'if-none-match': String(before.headers.etag) });
    expect(afterPost.statusCode).toBe(200);
    expect(afterPost.headers.etag).not.toBe(before.headers.etag);
    expect(afterPost.json<{ post_id: number }[]>().map((job) => job.post_id)).toContain(jobId);

    const edit = await t.request({
      method: 'PUT',
      url: endpointUrl(jobsApi.editJob, { jobId }),
      token: employer.token,
      payload: jobPayload({ job_title: 'Senior Sign Language Trainer' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const afterEdit = await get(JOBS, { 'if-none-match': String(afterPost.headers.etag) });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.headers.etag).not.toBe(afterPost.headers.etag);
    expect(afterEdit.body).toContain('Senior Sign Language Trainer');
  });

  it('mark a signed-in reader’s answer private, never public, and still revalidate it', async () => {
    await insertFair(t, employer.id, { title: 'Validator Fair', date: manilaDay(t, 3) });
    const seeker = await createEmployee(t);
    for (const [url, token] of [
      [FAIRS, seeker.token],
      [FAIRS, employer.token],
      [JOBS, seeker.token],
    ] as const) {
      const mine = await get(url, {}, token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(String(mine.headers['cache-control'])).not.toContain('public');
      const again = await get(url, { 'if-none-match': String(mine.headers.etag) }, token);
      expect(again.statusCode).toBe(304);
    }
    const anonymous = await get(FAIRS);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.json<{ title: string }[]>().map((fair) => fair.title)).toContain('Validator Fair');
  });

  it('leave errors and undeclared lists alone', async () => {
    const bad = await get(`${FAIRS}?format=underwater`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const tags = await get(endpointUrl(jobsApi.tags));
    expect(tags.statusCode).toBe(200);
    expect(tags.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('compares weakly, reads lists and *, and refuses other tags', () => {
    expect(ifNoneMatchHits('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('*', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('', 'W/"abc"')).toBe(false);
  });
});
