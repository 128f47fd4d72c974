import { APPLICATION_MESSAGES, PROFILE_MESSAGES } from '@kakayahan/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, employeeProfiles } from '../../db/schema.js';
import { createEmployee, createEmployer } from '../../../test/factories.js';
import { storedFileNames } from '../../../test/support/stored-file-keys.js';
import { createTestApp, multipartForm, type TestApp } from '../../../test/test-app.js';
import {
  applicationRow,
  COMPLETE_PROFILE,
  createEmployerWithJob,
  createJobSeeker,
  EXE_BYTES,
  giveProfileResume,
  notificationsOf,
  PDF_BYTES,
  resumePart,
  submitApplication,
  type EmployerWithJob,
} from '../../../test/support/applications.js';

let t: TestApp;
let posting: EmployerWithJob;
beforeAll(async () => {
  t = await createTestApp();
  posting = await createEmployerWithJob(t, { title: 'Chat Support Agent' });
});
afterAll(() => t.close());

const applicationsOf = (applicantId: number) =>
  t.db.select().from(applications).where(eq(applications.applicantId, applicantId));

describe('POST /api/submit-application/', () => {
  it('stores a pending application with the stored profile, not what the form says, and notifies the employer', async () => {
    const seeker = await createJobSeeker(t);
    const response = await submitApplication(t, seeker.token, posting.job.id, [
      { name: 'applicant_name', value: 'Someone Else' },
      { name: 'applicant_role', value: 'Chief Executive' },
      { name: 'applicant_experience', value: '40 years' },
      { name: 'applicant_location', value: 'Mars' },
      { name: 'applicant_skills', value: 'Everything' },
      { name: 'application_action', value: 'Hire me now' },
      resumePart(PDF_BYTES, '../../etc/My Résumé.pdf'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; application_id: number }>();
    expect(body.message).toBe(APPLICATION_MESSAGES.submitted);

    const row = await applicationRow(t, body.application_id);
    expect(row).toMatchObject({
      jobId: posting.job.id,
      applicantId: seeker.id,
      status: 'Pending',
      action: 'For Approval',
      applicantName: COMPLETE_PROFILE.fullName,
      applicantRole: COMPLETE_PROFILE.role,
      applicantExperience: COMPLETE_PROFILE.experience,
      applicantLocation: COMPLETE_PROFILE.location,
      applicantSkills: COMPLETE_PROFILE.skills,
      applicantContactNo: COMPLETE_PROFILE.contactNo,
      resumeContentType: 'application/pdf',
      resumeName: 'My Résumé.pdf',
      decidedAt: null,
    });
    expect(row?.resumeKey).toMatch(/^applications\/[0-9a-f-]{36}\.pdf$/u);
    expect((await t.files.get(row?.resumeKey ?? ''))?.equals(PDF_BYTES)).toBe(true);

    const [notification] = await notificationsOf(t, posting.employer.id);
    expect(notification).toMatchObject({
      title: 'New applicant',
      action: `${COMPLETE_PROFILE.fullName} applied to Chat Support Agent.`,
      isRead: false,
    });
  });

  it('copies the profile resume into the application when no file is sent', async () => {
    const seeker = await createJobSeeker(t);
    const profileKey = await giveProfileResume(t, seeker.id);
    const response = await submitApplication(t, seeker.token, posting.job.id);
    expect(response.statusCode, response.body).toBe(201);
    const row = await applicationRow(t, response.json<{ application_id: number }>().application_id);
    expect(row?.resumeKey).toMatch(/^applications\//u);
    expect(row?.resumeKey).not.toBe(profileKey);
    expect(row?.resumeName).toBe('Maria Santos CV.pdf');
    // The copy outlives a later change of the profile's resume.
    await t.files.delete(profileKey);
    expect((await t.files.get(row?.resumeKey ?? ''))?.equals(PDF_BYTES)).toBe(true);
  });

  it('accepts an application without any resume', async () => {
    const seeker = await createJobSeeker(t);
    const response = await submitApplication(t, seeker.token, posting.job.id);
    expect(response.statusCode, response.body).toBe(201);
    const row = await applicationRow(t, response.json<{ application_id: number }>().application_id);
    expect(row).toMatchObject({ resumeKey: null, resumeName: null, resumeContentType: null });
  });

  it('uses the sign-up name when the profile has no full name', async () => {
    const seeker = await createEmployee(t, { firstName: 'Jose', lastName: 'Rizal' });
    await t.db.insert(employeeProfiles).values({
      ...COMPLETE_PROFILE,
      fullName: '  ',
      userId: seeker.id,
    });
    const response = await submitApplication(t, seeker.token, posting.job.id);
    expect(response.statusCode, response.body).toBe(201);
    const row = await applicationRow(t, response.json<{ application_id: number }>().application_id);
    expect(row?.applicantName).toBe('Jose Rizal');
  });

  it.each([
    ['no role', { role: '' }],
    ['no experience', { experience: ' ' }],
    ['no location', { location: '' }],
    ['no skills', { skills: ' , ' }],
  ])('refuses an incomplete profile (%s) with the spec message', async (_case, profile) => {
    const seeker = await createJobSeeker(t, profile);
    const response = await submitApplication(t, seeker.token, posting.job.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PROFILE_MESSAGES.incomplete });
    expect(await applicationsOf(seeker.id)).toEqual([]);
  });

  it('refuses a job seeker without any profile row as incomplete', async () => {
    const seeker = await createEmployee(t);
    const response = await submitApplication(t, seeker.token, posting.job.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PROFILE_MESSAGES.incomplete });
  });

  it('answers 409 to a second application to the same job, and keeps the first', async () => {
    const seeker = await createJobSeeker(t);
    expect((await submitApplication(t, seeker.token, posting.job.id)).statusCode).toBe(201);
    const again = await submitApplication(t, seeker.token, posting.job.id, [resumePart(PDF_BYTES)]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: APPLICATION_MESSAGES.duplicate });
    expect(await applicationsOf(seeker.id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous applications to the same job through', async () => {
    const seeker = await createJobSeeker(t);
    const answers = await Promise.all([
      submitApplication(t, seeker.token, posting.job.id, [resumePart(PDF_BYTES)]),
      submitApplication(t, seeker.token, posting.job.id, [resumePart(PDF_BYTES)]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.applicantId, seeker.id), eq(applications.jobId, posting.job.id)));
    expect(rows).toHaveLength(1);
    // The loser's resume copy is not left behind: every stored copy belongs to an application.
    const stored = await storedFileNames(t, 'applications');
    const keys = (await t.db.select({ key: applications.resumeKey }).from(applications)).map((r) => r.key);
    expect(stored.map((name) => `applications/${name}`).sort()).toEqual(keys.filter(Boolean).sort());
  });

  it('answers 404 Job not found. for a job that does not exist', async () => {
    const seeker = await createJobSeeker(t);
    const response = await submitApplication(t, seeker.token, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: APPLICATION_MESSAGES.jobNotFound });
  });

  it('answers 400 with a message per field when job_post is missing or not an id', async () => {
    const seeker = await createJobSeeker(t);
    const missing = await t.request({
      method: 'POST',
      url: '/api/submit-application/',
      token: seeker.token,
      ...multipartForm([{ name: 'applicant_name', value: 'x' }]),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields.job_post).toBeTruthy();
    const notAnId = await submitApplication(t, seeker.token, -3);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json<{ fields: Record<string, string> }>().fields.job_post).toBeTruthy();
  });

  it('refuses a program renamed .pdf with 415 and stores nothing', async () => {
    const seeker = await createJobSeeker(t);
    const response = await submitApplication(t, seeker.token, posting.job.id, [resumePart(EXE_BYTES, 'resume.pdf')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: PROFILE_MESSAGES.resumeType });
    expect(await applicationsOf(seeker.id)).toEqual([]);
  });

  it('answers 403 to an employer and 401 to an anonymous caller', async () => {
    const employer = await createEmployer(t);
    const asEmployer = await submitApplication(t, employer.token, posting.job.id);
    expect(asEmployer.statusCode).toBe(403);
    expect(await applicationsOf(employer.id)).toEqual([]);
    const anonymous = await submitApplication(t, undefined, posting.job.id);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 415 with a clear message to a JSON body', async () => {
    const seeker = await createJobSeeker(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/submit-application/',
      token: seeker.token,
      payload: { job_post: posting.job.id },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: string }>().error).toBe(APPLICATION_MESSAGES.notMultipart);
  });
});
