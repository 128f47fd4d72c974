import { WORK_NEEDS_MESSAGES, type FeedJob, type WorkNeeds } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workNeeds } from '../../db/schema-job-seeker.js';
import { createAdmin, createEmployee, createEmployer, createJob, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSeeker, recommendedFor } from '../../../test/support/recommendations.js';

// Issue 16, decision 033: a job seeker's private "what I need at work", and the words of their
// recommendations that say which needs a job meets.
let t: TestApp;
let seeker: TestUser;
let employer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seeker = await createSeeker(t, { skills: 'Bookkeeping', disability: 'Visual Disability' });
  employer = await createEmployer(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const read = (token?: string) => t.request({ method: 'GET', url: '/api/work-needs/', ...(token ? { token } : {}) });
const save = (payload: object, token?: string) =>
  t.request({ method: 'PUT', url: '/api/work-needs/', payload, ...(token ? { token } : {}) });

describe('what I need at work', () => {
  it('starts empty, saves each need once in the list order, and reads back what was saved', async () => {
    const fresh = await createEmployee(t);
    expect((await read(fresh.token)).json<WorkNeeds>()).toEqual({ work_needs: [] });

    const saved = await save({ work_needs: ['remote_or_hybrid', 'screen_reader', 'remote_or_hybrid'] }, fresh.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: WORK_NEEDS_MESSAGES.saved,
      work_needs: ['screen_reader', 'remote_or_hybrid'],
    });
    expect((await read(fresh.token)).json<WorkNeeds>()).toEqual({ work_needs: ['screen_reader', 'remote_or_hybrid'] });

    expect((await save({ work_needs: [] }, fresh.token)).statusCode).toBe(200);
    expect((await read(fresh.token)).json<WorkNeeds>()).toEqual({ work_needs: [] });
  });

  it('refuses an unknown need or a body without the list, keeping what was saved', async () => {
    const person = await createEmployee(t);
    await save({ work_needs: ['elevator'] }, person.token);
    const unknown = await save({ work_needs: ['elevator', 'valet_parking'] }, person.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: WORK_NEEDS_MESSAGES.unknown });
    const missing = await save({}, person.token);
    expect(missing.statusCode).toBe(400);
    expect((await read(person.token)).json<WorkNeeds>()).toEqual({ work_needs: ['elevator'] });
  });

  it('is the job seeker’s alone: visitors are asked to sign in, employers and admins are refused', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save({ work_needs: [] })).statusCode).toBe(401);
    for (const other of [employer, admin]) {
      expect((await read(other.token)).statusCode).toBe(403);
      expect((await save({ work_needs: ['elevator'] }, other.token)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(workNeeds).where(eq(workNeeds.userId, employer.id))).toEqual([]);
  });

  it('never appears in the profile anyone else reads, nor in the person’s own', async () => {
    await save({ work_needs: ['sign_language_team', 'captioning'] }, seeker.token);
    for (const token of [undefined, employer.token, admin.token, seeker.token]) {
      const profile = await t.request({
        method: 'GET',
        url: `/api/get-user-details/${seeker.id}/`,
        ...(token ? { token } : {}),
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toMatch(/sign_language_team|captioning|work_needs/u);
    }
  });

  it('goes with the account', async () => {
    const person = await createEmployee(t);
    await save({ work_needs: ['quiet_workspace'] }, person.token);
    const deleted = await t.request({ method: 'DELETE', url: '/api/delete-account/', token: person.token });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(workNeeds).where(eq(workNeeds.userId, person.id))).toEqual([]);
  });
});

describe('recommendations say which needs a job meets', () => {
  it('names the needs the workplace has, in the list order, and none for a job without them', async () => {
    const person = await createSeeker(t, { skills: 'Bookkeeping', disability: 'Visual Disability' });
    const fits = await createJob(t, employer.id, {
      title: 'Bookkeeping Assistant',
      skillsReq: 'Bookkeeping',
      workplaceFacts: ['elevator', 'screen_reader', 'remote_or_hybrid'],
    });
    const bare = await createJob(t, employer.id, { title: 'Bookkeeping Clerk', skillsReq: 'Bookkeeping' });

    const before = new Map((await recommendedFor(t, person)).map((job) => [job.post_id, job]));
    expect(before.get(fits.id)?.match?.workplace).toEqual([]);

    await save({ work_needs: ['remote_or_hybrid', 'screen_reader', 'quiet_workspace'] }, person.token);
    const jobs = await recommendedFor(t, person);
    const byId = new Map(jobs.map((job): [number, FeedJob] => [job.post_id, job]));
    expect(byId.get(fits.id)?.match?.workplace).toEqual(['screen_reader', 'remote_or_hybrid']);
    expect(byId.get(bare.id)?.match?.workplace).toEqual([]);
    // Needs explain; they do not reorder or filter the list (the filter is All Jobs').
    expect(jobs.map((job) => job.post_id)).toEqual([...before.keys()]);
  });
});
