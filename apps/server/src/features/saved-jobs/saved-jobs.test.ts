import { SAVED_JOB_MESSAGES, SAVED_JOBS_MAX, type SavedJob } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobs } from '../../db/schema-job-seeker.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 16, decision 035: saved jobs, and the note that stays when a saved job is removed.
let t: TestApp;
let seeker: TestUser;
let employer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seeker = await createEmployee(t);
  employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Tanglaw Learning');
});
afterAll(() => t.close());

const list = async (token = seeker.token) =>
  (await t.request({ method: 'GET', url: '/api/saved-jobs/', token })).json<SavedJob[]>();
const save = (postId: unknown, token: string | undefined = seeker.token) =>
  t.request({ method: 'POST', url: '/api/saved-jobs/', payload: { post_id: postId }, ...(token ? { token } : {}) });
const unsave = (savedId: number, token = seeker.token) =>
  t.request({ method: 'DELETE', url: `/api/saved-jobs/${savedId}/`, token });

describe('saved jobs', () => {
  it('saves a job, lists it newest first with its card, and saving it again answers the same entry', async () => {
    const person = await createEmployee(t);
    const first = await createJob(t, employer.id, { title: 'Braille Transcriber' });
    const second = await createJob(t, employer.id, { title: 'Learning Materials Writer' });
    const one = await save(first.id, person.token);
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ message: SAVED_JOB_MESSAGES.saved, post_id: first.id });
    await save(second.id, person.token);
    const again = await save(first.id, person.token);
    expect(again.json()).toMatchObject({
      message: SAVED_JOB_MESSAGES.alreadySaved,
      saved_id: one.json<{ saved_id: number }>().saved_id,
    });

    const saved = await list(person.token);
    expect(saved.map((entry) => entry.post_id)).toEqual([second.id, first.id]);
    expect(saved[1]).toMatchObject({
      job_title: 'Braille Transcriber',
      comp_name: 'Tanglaw Learning',
      job: { post_id: first.id, job_title: 'Braille Transcriber', comp_name: 'Tanglaw Learning' },
    });
    // Each person sees only their own.
    expect(await list(seeker.token)).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ post_id: first.id })]),
    );
  });

  it('keeps a note in place of a saved job that was removed, until the person takes it off', async () => {
    const person = await createEmployee(t);
    const job = await createJob(t, employer.id, { title: 'Online Tutor, Science' });
    await save(job.id, person.token);
    const removed = await t.request({ method: 'DELETE', url: `/api/delete-job/${job.id}/`, token: employer.token });
    expect(removed.statusCode).toBe(200);

    const [note] = await list(person.token);
    expect(note).toMatchObject({
      post_id: null,
      job: null,
      job_title: 'Online Tutor, Science',
      comp_name: 'Tanglaw Learning',
    });
    const gone = await unsave(note?.saved_id ?? 0, person.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: SAVED_JOB_MESSAGES.removed });
    expect(await list(person.token)).toEqual([]);
  });

  it("refuses a missing job, someone else's entry, and everyone but job seekers", async () => {
    const job = await createJob(t, employer.id);
    const missing = await save(9_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: SAVED_JOB_MESSAGES.jobNotFound });
    expect((await save('seven')).statusCode).toBe(400);
    const anonymous = await t.request({ method: 'POST', url: '/api/saved-jobs/', payload: { post_id: job.id } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(t);
    expect((await save(job.id, employer.token)).statusCode).toBe(403);
    expect((await save(job.id, admin.token)).statusCode).toBe(403);

    const mine = (await save(job.id)).json<{ saved_id: number }>().saved_id;
    const intruder = await createEmployee(t);
    const theirs = await unsave(mine, intruder.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: SAVED_JOB_MESSAGES.notFound });
    expect(await t.db.select().from(savedJobs).where(eq(savedJobs.id, mine))).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_JOBS_MAX} entries per person`, async () => {
    const person = await createEmployee(t);
    const job = await createJob(t, employer.id, { title: 'One Too Many' });
    const filler = await createJob(t, employer.id);
    // Notes of removed jobs count too; they are inserted directly to fill the list quickly.
    await t.db.insert(savedJobs).values(
      Array.from({ length: SAVED_JOBS_MAX - 1 }, (_, i) => ({
        userId: person.id,
        jobId: null,
        jobTitle: `Old job ${i}`,
        compName: 'Gone Inc.',
      })),
    );
    expect((await save(filler.id, person.token)).statusCode).toBe(201);
    const refused = await save(job.id, person.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: SAVED_JOB_MESSAGES.tooMany });
  });

  it('goes with the account', async () => {
    const person = await createEmployee(t);
    const job = await createJob(t, employer.id);
    await save(job.id, person.token);
    const deleted = await t.request({ method: 'DELETE', url: '/api/delete-account/', token: person.token });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(savedJobs).where(eq(savedJobs.userId, person.id))).toEqual([]);
  });
});
