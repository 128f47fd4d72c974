import {
  JOB_MESSAGES,
  TOTAL_COUNT_HEADER,
  WORKPLACE_NOTE_MAX,
  type EmployerJob,
  type FeedJob,
  type JobDetail,
  type PublicJobSearchResult,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createEmployer, createJob, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { countJobs, jobPayload, jobRow } from '../../../test/support/jobs.js';

// Issue 16, decision 033: the workplace facts an employer ticks on a job, shown everywhere a job is, and
// All Jobs' filter by them on the server.
let t: TestApp;
let boss: TestUser;
let other: TestUser;
let seeker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boss = await createEmployer(t);
  other = await createEmployer(t);
  seeker = await createEmployee(t);
});
afterAll(() => t.close());

const post = (payload: object, token = boss.token) =>
  t.request({ method: 'POST', url: '/api/post-job/', payload, token });
const edit = (jobId: number, payload: object, token = boss.token) =>
  t.request({ method: 'PUT', url: `/api/edit-job-post/${jobId}/`, payload, token });
const detail = async (jobId: number) =>
  (await t.request({ method: 'GET', url: `/api/job/${jobId}` })).json<JobDetail>();

describe('posting and editing workplace facts', () => {
  it('stores the ticked facts once each, in the form order, with the note, and every read shows them', async () => {
    const response = await post(
      jobPayload({
        job_title: 'Workplace Facts Clerk',
        workplace_facts: ['quiet_workspace', 'step_free_entrance', 'screen_reader', 'quiet_workspace'],
        workplace_note: '  The lift is at the back entrance.  ',
      }),
    );
    expect(response.statusCode).toBe(201);
    const id = response.json<{ post_id: number }>().post_id;
    const facts = ['step_free_entrance', 'screen_reader', 'quiet_workspace'];
    expect(await jobRow(t, id)).toMatchObject({
      workplaceFacts: facts,
      workplaceNote: 'The lift is at the back entrance.',
    });
    expect(await detail(id)).toMatchObject({
      workplace_facts: facts,
      workplace_note: 'The lift is at the back entrance.',
    });

    const all = await t.request({ method: 'GET', url: '/api/all-jobs/?q=Workplace Facts Clerk', token: seeker.token });
    expect(all.json<FeedJob[]>().find((job) => job.post_id === id)).toMatchObject({ workplace_facts: facts });
    const mine = await t.request({ method: 'GET', url: '/api/employer-jobs/', token: boss.token });
    expect(mine.json<EmployerJob[]>().find((job) => job.post_id === id)).toMatchObject({
      workplace_facts: facts,
      workplace_note: 'The lift is at the back entrance.',
    });
    const publicList = await t.request({ method: 'GET', url: '/api/public-jobs/?q=Workplace Facts Clerk' });
    const card = publicList.json<PublicJobSearchResult>().jobs.find((job) => job.post_id === id);
    expect(card?.workplace_facts).toEqual(facts);
    // The public card says what the workplace has, not the employer's note (that is on the job page).
    expect(card).not.toHaveProperty('workplace_note');
  });

  it('posts a job without facts as none, with an empty note', async () => {
    const response = await post(jobPayload());
    const id = response.json<{ post_id: number }>().post_id;
    expect(await detail(id)).toMatchObject({ workplace_facts: [], workplace_note: '' });
  });

  it('refuses an unknown fact, a fact that is not text, and a note over the limit, storing nothing', async () => {
    const before = await countJobs(t);
    const unknown = await post(jobPayload({ workplace_facts: ['elevator', 'helipad'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: JOB_MESSAGES.workplaceFact });
    const notList = await post(jobPayload({ workplace_facts: 'elevator' }));
    expect(notList.statusCode).toBe(400);
    expect(notList.json<{ error: string }>().error).toMatch(/workplace accessibility/iu);
    const longNote = await post(jobPayload({ workplace_note: 'x'.repeat(WORKPLACE_NOTE_MAX + 1) }));
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json()).toMatchObject({
      fields: { workplace_note: `Workplace note must be at most ${WORKPLACE_NOTE_MAX} characters.` },
    });
    expect(await countJobs(t)).toBe(before);
  });

  it('replaces the facts when the edit sends them, keeps them when it leaves them out, and clears them with []', async () => {
    const id = (
      await post(jobPayload({ workplace_facts: ['elevator', 'flexible_hours'], workplace_note: 'Ramp at gate 2.' }))
    ).json<{ post_id: number }>().post_id;
    const base = { job_title: 'Customer Support Associate', category: 'Customer Service' };

    expect((await edit(id, base)).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({
      workplace_facts: ['elevator', 'flexible_hours'],
      workplace_note: 'Ramp at gate 2.',
    });

    expect((await edit(id, { ...base, workplace_facts: ['captioning', 'elevator'] })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({
      workplace_facts: ['elevator', 'captioning'],
      workplace_note: 'Ramp at gate 2.',
    });

    expect((await edit(id, { ...base, workplace_facts: [], workplace_note: '' })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ workplace_facts: [], workplace_note: '' });
  });

  it("leaves a job as it was when the edit is refused: an unknown fact, or another employer's job", async () => {
    const id = (await post(jobPayload({ workplace_facts: ['elevator'] }))).json<{ post_id: number }>().post_id;
    const base = { job_title: 'Customer Support Associate', category: 'Customer Service' };
    const unknown = await edit(id, { ...base, workplace_facts: ['elevator', 'moat'] });
    expect(unknown.statusCode).toBe(400);
    const stranger = await edit(id, { ...base, workplace_facts: ['quiet_workspace'] }, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: JOB_MESSAGES.notOwner });
    expect((await detail(id)).workplace_facts).toEqual(['elevator']);
  });
});

describe('All Jobs filtered by workplace facts', () => {
  const ids = { both: 0, elevatorOnly: 0, none: 0, all: 0 };
  beforeAll(async () => {
    const job = async (title: string, workplaceFacts: WorkplaceFact[]) =>
      (await createJob(t, boss.id, { title: `Filter ${title}`, workplaceFacts })).id;
    ids.both = await job('Both', ['step_free_entrance', 'elevator']);
    ids.elevatorOnly = await job('Elevator', ['elevator']);
    ids.none = await job('None', []);
    ids.all = await job('Everything', ['step_free_entrance', 'elevator', 'accessible_toilet', 'remote_or_hybrid']);
  });

  const search = (query: string) =>
    t.request({ method: 'GET', url: `/api/all-jobs/?q=Filter&page_size=100&${query}`, token: seeker.token });

  it('answers only the jobs that have every fact asked for, and counts only them', async () => {
    const response = await search('workplace=elevator,step_free_entrance');
    expect(response.statusCode).toBe(200);
    const found = response.json<FeedJob[]>().map((job) => job.post_id);
    expect(new Set(found)).toEqual(new Set([ids.both, ids.all]));
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('2');

    const one = (await search('workplace=elevator')).json<FeedJob[]>().map((job) => job.post_id);
    expect(new Set(one)).toEqual(new Set([ids.both, ids.elevatorOnly, ids.all]));
  });

  it('treats an empty filter as no filter and ignores repeats and spaces', async () => {
    const everything = (await search('workplace=')).json<FeedJob[]>().map((job) => job.post_id);
    expect(everything).toEqual(expect.arrayContaining([ids.both, ids.elevatorOnly, ids.none, ids.all]));
    const spaced = (await search('workplace=%20elevator%20,elevator,')).json<FeedJob[]>().map((job) => job.post_id);
    expect(new Set(spaced)).toEqual(new Set([ids.both, ids.elevatorOnly, ids.all]));
  });

  it('refuses an unknown fact with a message naming it', async () => {
    const response = await search('workplace=elevator,trampoline');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Unknown workplace accessibility choice: trampoline.');
  });
});
