import { JOB_MESSAGES, type JobDetail } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { countJobs, disabilityTagIds, jobPayload, jobRow, storedTagIds, tagIds } from '../../../test/support/jobs.js';

let t: TestApp;
let boss: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boss = await createEmployer(t);
});
afterAll(() => t.close());

/** Posts with the employer's token; `null` sends no token. */
const post = (payload: unknown, token: string | null = boss.token) =>
  t.request({ method: 'POST', url: '/api/post-job/', payload: payload as object, ...(token ? { token } : {}) });

describe('POST /api/post-job/', () => {
  it('stores the job with its tags and answers 201 with the message and the new id', async () => {
    const specialty = await tagIds(t, ['Customer Support', 'Call Center']);
    const disability = await disabilityTagIds(t, ['Visual Disability', 'Deaf or Hard of Hearing']);
    const response = await post(jobPayload({ tags: specialty, disabilitytag: disability }));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; post_id: number }>();
    expect(body.message).toBe(JOB_MESSAGES.posted);

    const row = await jobRow(t, body.post_id);
    expect(row).toMatchObject({
      employerId: boss.id,
      jobTitle: 'Customer Support Associate',
      jobType: 'Full Time',
      category: 'Customer Service',
      location: 'Makati City, Metro Manila',
      salaryRange: '18,000 - 22,000',
      skillsReq: 'Communication, Typing',
    });
    expect(row?.searchVector).toBeTruthy();
    expect(await storedTagIds(t, body.post_id)).toEqual({
      tags: [...specialty].sort((a, b) => a - b),
      disabilitytag: [...disability].sort((a, b) => a - b),
    });

    const detail = await t.request({ method: 'GET', url: `/api/job/${body.post_id}` });
    expect(detail.json<JobDetail>()).toMatchObject({
      tags: 'Call Center, Customer Support',
      disabilitytag: 'Deaf or Hard of Hearing, Visual Disability',
    });
  });

  it('accepts a job without salary, skills or tags (open to every disability)', async () => {
    const response = await post({
      job_title: 'Warehouse Helper',
      job_desc: 'Sort and pack parcels.',
      job_type: 'Part Time',
      category: 'Retail',
      location: 'Cebu City',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ post_id: number }>().post_id;
    expect(await jobRow(t, id)).toMatchObject({ salaryRange: null, skillsReq: '' });
    expect(await storedTagIds(t, id)).toEqual({ tags: [], disabilitytag: [] });
  });

  it.each([
    ['Full-time', 'Full Time'],
    ['Full Time', 'Full Time'],
    ['Part-time', 'Part Time'],
    ['part time', 'Part Time'],
    ['Internship', 'Internship'],
  ])('accepts the job type %s and stores it as %s', async (sent, stored) => {
    const response = await post(jobPayload({ job_type: sent }));
    expect(response.statusCode).toBe(201);
    expect((await jobRow(t, response.json<{ post_id: number }>().post_id))?.jobType).toBe(stored);
  });

  it('refuses an unknown job type or category with the message of each', async () => {
    const badType = await post(jobPayload({ job_type: 'Seasonal' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ fields: { job_type: JOB_MESSAGES.jobType } });
    const badCategory = await post(jobPayload({ category: 'Astrology' }));
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toMatchObject({ fields: { category: JOB_MESSAGES.category } });
  });

  it.each([
    ['job_title', 'Job title is required.'],
    ['job_desc', 'Job description is required.'],
    ['location', 'Location is required.'],
  ])('refuses a posting without %s and says so', async (field, message) => {
    const before = await countJobs(t);
    const missing = Object.fromEntries(Object.entries(jobPayload()).filter(([key]) => key !== field));
    const response = await post(missing);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    const blank = await post(jobPayload({ [field]: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { [field]: message } });
    expect(await countJobs(t)).toBe(before);
  });

  it('refuses a missing job type and category', async () => {
    const response = await post({ job_title: 'X', job_desc: 'Y', location: 'Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { job_type: JOB_MESSAGES.jobType, category: JOB_MESSAGES.category },
    });
  });

  it('refuses unknown tag ids with a 400 and stores nothing', async () => {
    const before = await countJobs(t);
    const [known] = await tagIds(t, ['Data Entry']);
    const unknownTag = await post(jobPayload({ tags: [known, 999_999] }));
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json()).toMatchObject({ error: JOB_MESSAGES.unknownTag });

    const unknownDisability = await post(jobPayload({ disabilitytag: [999_998] }));
    expect(unknownDisability.statusCode).toBe(400);
    expect(unknownDisability.json()).toMatchObject({ error: JOB_MESSAGES.unknownDisabilityTag });

    const notIds = await post(jobPayload({ tags: ['abc'] }));
    expect(notIds.statusCode).toBe(400);
    expect(await countJobs(t)).toBe(before);
  });

  it('stores a tag given twice once', async () => {
    const [id] = await tagIds(t, ['Data Entry']);
    const response = await post(jobPayload({ tags: [id, id] }));
    expect(response.statusCode).toBe(201);
    expect((await storedTagIds(t, response.json<{ post_id: number }>().post_id)).tags).toEqual([id]);
  });

  it('refuses text past its limit, and a body that is not an object', async () => {
    const long = await post(jobPayload({ job_title: 'x'.repeat(121) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { job_title: 'Job title must be at most 120 characters.' } });
    const notJson = await t.request({
      method: 'POST',
      url: '/api/post-job/',
      token: boss.token,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 for a job seeker or an admin, storing nothing', async () => {
    const before = await countJobs(t);
    const anonymous = await post(jobPayload(), null);
    expect(anonymous.statusCode).toBe(401);
    const seeker = await createEmployee(t);
    expect((await post(jobPayload(), seeker.token)).statusCode).toBe(403);
    const admin = await createAdmin(t);
    expect((await post(jobPayload(), admin.token)).statusCode).toBe(403);
    expect(await countJobs(t)).toBe(before);
  });

  it('answers 401 before looking at the body of an anonymous call', async () => {
    const response = await post({}, null);
    expect(response.statusCode).toBe(401);
  });
});
