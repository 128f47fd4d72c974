import { JOB_MESSAGES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import {
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applicationsOf,
  disabilityTagIds,
  insertApplication,
  jobPayload,
  jobRow,
  storedTagIds,
  tagIds,
} from '../../../test/support/jobs.js';

let t: TestApp;
let boss: TestUser;
let rival: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boss = await createEmployer(t);
  await createEmployerProfile(t, boss.id, 'Bayanihan Call Solutions');
  rival = await createEmployer(t);
});
afterAll(() => t.close());

/** Posts a job through the API (tags and all) and answers its id. */
async function postJob(overrides: Parameters<typeof jobPayload>[0] = {}): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/post-job/',
    token: boss.token,
    payload: jobPayload(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ post_id: number }>().post_id;
}

const edit = (jobId: number, payload: object, token: string | null = boss.token) =>
  t.request({ method: 'PUT', url: `/api/edit-job-post/${jobId}/`, payload, ...(token ? { token } : {}) });
/** DELETE /api/delete-job/{id}/, then runs the jobs it queued (the applicants' notifications and mail). */
const remove = async (jobId: number, token: string | null = boss.token) => {
  const response = await t.request({ method: 'DELETE', url: `/api/delete-job/${jobId}/`, ...(token ? { token } : {}) });
  await t.jobs.drain();
  return response;
};

describe('PUT /api/edit-job-post/{jobId}/', () => {
  it('changes the fields given, keeps the ones left out, and answers the message', async () => {
    const [support] = await tagIds(t, ['Customer Support']);
    const [visual] = await disabilityTagIds(t, ['Visual Disability']);
    const jobId = await postJob({ tags: [support], disabilitytag: [visual] });
    const before = await jobRow(t, jobId);

    const response = await edit(jobId, { job_title: 'Senior Support Associate', category: 'Customer Service' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: JOB_MESSAGES.updated, post_id: jobId });

    const after = await jobRow(t, jobId);
    expect(after).toMatchObject({
      jobTitle: 'Senior Support Associate',
      jobDesc: before?.jobDesc,
      jobType: before?.jobType,
      location: before?.location,
      salaryRange: before?.salaryRange,
      skillsReq: before?.skillsReq,
    });
    expect(await storedTagIds(t, jobId)).toEqual({ tags: [support], disabilitytag: [visual] });
  });

  it('replaces the tag sets when given (an empty list clears them) and refreshes the search document', async () => {
    const [support, callCenter] = await tagIds(t, ['Customer Support', 'Call Center']);
    const [visual] = await disabilityTagIds(t, ['Visual Disability']);
    const jobId = await postJob({ tags: [support], disabilitytag: [visual] });
    const response = await edit(jobId, {
      job_title: 'Hotline Agent',
      category: 'Customer Service',
      job_type: 'Part-time',
      job_desc: 'Take calls from home.',
      location: 'Remote',
      salary_range: '',
      skills_req: 'Listening',
      tags: [callCenter],
      disabilitytag: [],
    });
    expect(response.statusCode).toBe(200);
    expect(await jobRow(t, jobId)).toMatchObject({
      jobType: 'Part Time',
      jobDesc: 'Take calls from home.',
      location: 'Remote',
      salaryRange: null,
      skillsReq: 'Listening',
    });
    expect(await storedTagIds(t, jobId)).toEqual({ tags: [callCenter], disabilitytag: [] });

    const seeker = await createEmployee(t);
    const found = await t.request({ method: 'GET', url: '/api/all-jobs/?q=hotline', token: seeker.token });
    expect(found.json<{ post_id: number }[]>().map((j) => j.post_id)).toContain(jobId);
  });

  it.each(['Full-time', 'Full Time', 'Contract', 'Freelance', 'Internship', 'Remote'])(
    'keeps the edit form job type %s as that type (no choice collapses into Part Time)',
    async (type) => {
      const jobId = await postJob({ job_type: 'Part Time' });
      expect((await edit(jobId, { job_title: 'X', category: 'Design', job_type: type })).statusCode).toBe(200);
      expect((await jobRow(t, jobId))?.jobType).toBe(type === 'Full-time' ? 'Full Time' : type);
    },
  );

  it('requires title and category, and refuses a blank description', async () => {
    const jobId = await postJob();
    const noTitle = await edit(jobId, { category: 'Design' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ fields: { job_title: 'Job title is required.' } });
    const noCategory = await edit(jobId, { job_title: 'X' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ fields: { category: JOB_MESSAGES.category } });
    const blankDesc = await edit(jobId, { job_title: 'X', category: 'Design', job_desc: ' ' });
    expect(blankDesc.statusCode).toBe(400);
    expect((await jobRow(t, jobId))?.jobTitle).toBe('Customer Support Associate');
  });

  it('refuses unknown tag ids and changes nothing', async () => {
    const [support] = await tagIds(t, ['Customer Support']);
    const jobId = await postJob({ tags: [support] });
    const response = await edit(jobId, { job_title: 'Changed', category: 'Design', tags: [support, 999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: JOB_MESSAGES.unknownTag });
    expect((await jobRow(t, jobId))?.jobTitle).toBe('Customer Support Associate');
    expect(await storedTagIds(t, jobId)).toEqual({ tags: [support], disabilitytag: [] });
  });

  it('answers 403 to another employer and changes nothing; 404 for a missing job', async () => {
    const jobId = await postJob();
    const response = await edit(jobId, { job_title: 'Hijacked', category: 'Design', tags: [] }, rival.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: JOB_MESSAGES.notOwner });
    expect((await jobRow(t, jobId))?.jobTitle).toBe('Customer Support Associate');

    const missing = await edit(2_000_000, { job_title: 'X', category: 'Design' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Job not found.' });
    expect((await edit(0, { job_title: 'X', category: 'Design' })).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a job seeker', async () => {
    const jobId = await postJob();
    expect((await edit(jobId, { job_title: 'X', category: 'Design' }, null)).statusCode).toBe(401);
    const seeker = await createEmployee(t);
    expect((await edit(jobId, { job_title: 'X', category: 'Design' }, seeker.token)).statusCode).toBe(403);
    expect((await jobRow(t, jobId))?.jobTitle).toBe('Customer Support Associate');
  });
});

describe('DELETE /api/delete-job/{post_id}/', () => {
  it('deletes a job without applicants', async () => {
    const jobId = await postJob();
    const response = await remove(jobId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: JOB_MESSAGES.deleted, notified_applicants: 0 });
    expect(await jobRow(t, jobId)).toBeUndefined();
    expect((await remove(jobId)).statusCode).toBe(404);
  });

  it('removes the applications and their resumes, and tells each applicant in the app and by e-mail', async () => {
    const job = await createJob(t, boss.id, { title: 'Bookkeeper' });
    const other = await createJob(t, boss.id, { title: 'Payroll Clerk' });
    const maria = await createEmployee(t, { firstName: 'Maria', lastName: 'Santos' });
    const jose = await createEmployee(t, { firstName: 'Jose', lastName: 'Rizal' });
    const resumeKey = `resumes/test-${job.id}.pdf`;
    await t.files.put(resumeKey, Buffer.from('%PDF-1.4 test'));
    await insertApplication(t, job.id, maria.id, { resumeKey });
    await insertApplication(t, job.id, jose.id, { status: 'Approved' });
    await insertApplication(t, other.id, jose.id);

    const response = await remove(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: JOB_MESSAGES.deleted, notified_applicants: 2 });
    expect(await applicationsOf(t, job.id)).toEqual([]);
    expect(await applicationsOf(t, other.id)).toHaveLength(1);
    expect(await t.files.get(resumeKey)).toBeNull();

    for (const person of [maria, jose]) {
      const rows = await t.db.select().from(notifications).where(eq(notifications.userId, person.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.title).toBe('A job you applied to was removed');
      expect(rows[0]?.action).toContain('"Bookkeeper" at Bayanihan Call Solutions');
      const mails = t.mailer.to(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('"Bookkeeper" at Bayanihan Call Solutions');
      expect(mails[0]?.text).toContain('http://kakayahan.test/job-seeker/dashboard');
    }
    expect(t.mailer.to(maria.email)[0]?.text).toContain('Hello Maria Santos,');
  });

  it('still deletes and notifies when the mail server is down', async () => {
    const job = await createJob(t, boss.id);
    const seeker = await createEmployee(t);
    await insertApplication(t, job.id, seeker.id);
    t.mailer.failNext = true;
    const response = await remove(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ notified_applicants: number }>().notified_applicants).toBe(1);
    expect(await jobRow(t, job.id)).toBeUndefined();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, seeker.id))).toHaveLength(1);
    // The mail is not lost: the queue sends it on its retry.
    expect(t.mailer.to(seeker.email)).toEqual([]);
    await t.jobs.drain({ includeDelayed: true });
    expect(t.mailer.to(seeker.email)).toHaveLength(1);
  });

  it('answers 403 to another employer and keeps the job and its applications', async () => {
    const job = await createJob(t, boss.id);
    const seeker = await createEmployee(t);
    await insertApplication(t, job.id, seeker.id);
    const response = await remove(job.id, rival.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: JOB_MESSAGES.notOwner });
    expect(await jobRow(t, job.id)).toBeDefined();
    expect(await applicationsOf(t, job.id)).toHaveLength(1);
    expect(t.mailer.to(seeker.email)).toEqual([]);
  });

  it('answers 401 without a token, 403 to a job seeker, 404 for a missing job and 400 for a bad id', async () => {
    const job = await createJob(t, boss.id);
    expect((await remove(job.id, null)).statusCode).toBe(401);
    const seeker = await createEmployee(t);
    expect((await remove(job.id, seeker.token)).statusCode).toBe(403);
    expect(await jobRow(t, job.id)).toBeDefined();
    const missing = await remove(2_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Job not found.' });
    expect((await t.request({ method: 'DELETE', url: '/api/delete-job/abc/', token: boss.token })).statusCode).toBe(
      400,
    );
  });
});
