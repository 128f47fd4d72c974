import { randomUUID } from 'node:crypto';
import { ADMIN_EMPLOYER_MESSAGES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';
import { employerProfiles, jobPosts } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createJob,
  userRow,
  type TestUser,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { auditRecordsAbout, createCompany, deleteEmployer } from '../../../test/support/admin-employers.js';
import { mailsTo, noticesOf } from '../../../test/support/job-fair-notices.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';
import { applicationsOf, insertApplication } from '../../../test/support/jobs.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t, { email: 'employers.admin@example.com' });
});

const remove = (userId: number | string, extra?: Parameters<typeof deleteEmployer>[3]) =>
  deleteEmployer(t, admin.token, userId, extra);
const jobsOf = (employerId: number) => t.db.select().from(jobPosts).where(eq(jobPosts.employerId, employerId));
const fairsOf = (employerId: number) => t.db.select().from(jobFairs).where(eq(jobFairs.employerId, employerId));
const registrationsAt = (fairId: number) =>
  t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.jobFairId, fairId));

/** An employer with a logo, two jobs with applications (one with a resume) and an upcoming fair with two registrants. */
async function busyEmployer() {
  const boss = await createCompany(t, { company: 'Sinag Garments', firstName: 'Lorna', lastName: 'Diaz' });
  const logoKey = `public/logos/${randomUUID()}.webp`;
  await t.files.put(logoKey, Buffer.from('logo'));
  await t.db.update(employerProfiles).set({ compLogo: logoKey }).where(eq(employerProfiles.userId, boss.id));
  const sewer = await createJob(t, boss.id, { title: 'Sewing Machine Operator' });
  const checker = await createJob(t, boss.id, { title: 'Quality Checker' });
  const ana = await createEmployee(t, { firstName: 'Ana', lastName: 'Cruz' });
  const ben = await createEmployee(t, { firstName: 'Ben', lastName: 'Reyes' });
  const resumeKey = `applications/${randomUUID()}.pdf`;
  await t.files.put(resumeKey, Buffer.from('%PDF-1.4 test'));
  await insertApplication(t, sewer.id, ana.id, { resumeKey });
  await insertApplication(t, checker.id, ben.id);
  const fairId = await insertFair(t, boss.id, { title: 'Sinag Hiring Day', date: manilaDay(t, 6), jobs: [sewer.id] });
  const cara = await createEmployee(t, { firstName: 'Cara', lastName: 'Lim' });
  await insertRegistration(t, fairId, cara.id);
  await insertRegistration(t, fairId, ben.id, { status: 'waitlisted' });
  return { boss, logoKey, resumeKey, sewer, checker, ana, ben, cara, fairId };
}

/** Another employer's job with an application and a fair with a registrant: what a deletion must not touch. */
async function bystander(applicant: TestUser) {
  const other = await createCompany(t, { company: 'Tahanan Builders' });
  const job = await createJob(t, other.id, { title: 'Site Clerk' });
  await insertApplication(t, job.id, applicant.id);
  const fairId = await insertFair(t, other.id, { title: 'Tahanan Open House', date: manilaDay(t, 6) });
  await insertRegistration(t, fairId, applicant.id);
  return { other, job, fairId };
}

describe('DELETE /api/admin/delete-employer/{userId}/', () => {
  it('removes the account with its jobs, applications and fairs, tells everyone, and records why', async () => {
    const world = await busyEmployer();
    const { boss, ana, ben, cara } = world;
    const untouched = await bystander(ana);

    const response = await remove(boss.id, { payload: { reason: '  Posted jobs that asked for a fee.  ' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_EMPLOYER_MESSAGES.deleted });

    // Everything of the employer is gone, in the database and in the file store.
    expect(await userRow(t, boss.email)).toBeUndefined();
    expect(await t.db.select().from(employerProfiles).where(eq(employerProfiles.userId, boss.id))).toEqual([]);
    expect(await jobsOf(boss.id)).toEqual([]);
    expect(await applicationsOf(t, world.sewer.id)).toEqual([]);
    expect(await applicationsOf(t, world.checker.id)).toEqual([]);
    expect(await fairsOf(boss.id)).toEqual([]);
    expect(await registrationsAt(world.fairId)).toEqual([]);
    expect(await t.files.get(world.logoKey)).toBeNull();
    expect(await t.files.get(world.resumeKey)).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/employer-jobs/', token: boss.token })).statusCode).toBe(401);

    // Another employer's job, application, fair and registration stay.
    expect(await jobsOf(untouched.other.id)).toHaveLength(1);
    expect(await applicationsOf(t, untouched.job.id)).toHaveLength(1);
    expect(await registrationsAt(untouched.fairId)).toHaveLength(1);

    // The applicants are told their application was withdrawn, in the app and by mail.
    const withdrawn = 'A job you applied to was removed';
    // They are told who removed it: an administrator, not the employer.
    expect((await noticesOf(t, ana.id, withdrawn))[0]?.action).toContain(
      'An administrator removed "Sewing Machine Operator" at Sinag Garments',
    );
    expect((await noticesOf(t, ben.id, withdrawn))[0]?.action).toContain('"Quality Checker" at Sinag Garments');
    expect(
      mailsTo(t, ana.email)
        .map((mail) => mail.text)
        .join(),
    ).toContain('An administrator removed the job "Sewing Machine Operator"');
    // Registered and waiting people are told the fair is cancelled.
    for (const person of [cara, ben]) {
      const notices = await noticesOf(t, person.id, 'A job fair was cancelled');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.action).toContain('Sinag Garments cancelled Sinag Hiring Day');
      expect(mailsTo(t, person.email).some((mail) => mail.subject.includes('Sinag Hiring Day'))).toBe(true);
    }

    // The employer gets one plain mail saying what went and why.
    const mails = t.mailer.to(boss.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Kakayahan Jobs employer account has been removed');
    expect(mails[0]?.text).toContain('Hello Lorna Diaz,');
    expect(mails[0]?.text).toContain('removed the employer account of Sinag Garments');
    expect(mails[0]?.text).toContain('The reason given: Posted jobs that asked for a fee.');
    expect(mails[0]?.text).toContain('privacy@kakayahan.ph');

    // One audit record, with the company as its label and the reason trimmed.
    const records = await auditRecordsAbout(t, boss.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'delete_employer',
      subjectType: 'employer',
      subjectLabel: 'Sinag Garments',
      subjectEmail: boss.email,
      reason: 'Posted jobs that asked for a fee.',
    });
  });

  it('deletes an employer without a profile, labelled by the contact person, with no reason', async () => {
    const boss = await createEmployer(t, { firstName: 'Paolo', lastName: 'Reyes' });
    const response = await remove(boss.id, { headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(t, boss.email)).toBeUndefined();
    expect(await auditRecordsAbout(t, boss.id)).toEqual([
      expect.objectContaining({ subjectLabel: 'Paolo Reyes', reason: null }),
    ]);
    const [mail] = t.mailer.to(boss.email);
    expect(mail?.text).toContain('removed your employer account');
    expect(mail?.text).not.toContain('The reason given');
  });

  it('refuses a job seeker or an admin with 409 and changes nothing', async () => {
    const seeker = await createEmployee(t);
    const other = await createAdmin(t);
    for (const person of [seeker, other]) {
      const response = await remove(person.id, { payload: { reason: 'Testing' } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: ADMIN_EMPLOYER_MESSAGES.notEmployer });
      expect(await userRow(t, person.email)).toBeDefined();
      expect(await auditRecordsAbout(t, person.id)).toEqual([]);
      expect(t.mailer.to(person.email)).toEqual([]);
    }
  });

  it('answers 404 when the employer was already deleted, and 400 for an id that is not a number', async () => {
    const boss = await createCompany(t);
    expect((await remove(boss.id)).statusCode).toBe(200);
    const again = await remove(boss.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: ADMIN_EMPLOYER_MESSAGES.employerNotFound });
    expect(await auditRecordsAbout(t, boss.id)).toHaveLength(1);
    expect(t.mailer.to(boss.email)).toHaveLength(1);
    expect((await remove('abc')).statusCode).toBe(400);
  });

  it('answers 400 for a reason that is too long, deleting nothing', async () => {
    const boss = await createCompany(t);
    const response = await remove(boss.id, { payload: { reason: 'x'.repeat(501) } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/reason must be at most 500/iu);
    expect(await userRow(t, boss.email)).toBeDefined();
  });

  it('refuses an employer or a job seeker with 403 and changes nothing', async () => {
    const world = await busyEmployer();
    const rival = await createCompany(t);
    for (const caller of [rival, world.ana]) {
      const response = await deleteEmployer(t, caller.token, world.boss.id);
      expect(response.statusCode).toBe(403);
    }
    expect(await userRow(t, world.boss.email)).toBeDefined();
    expect(await jobsOf(world.boss.id)).toHaveLength(2);
    expect(await applicationsOf(t, world.sewer.id)).toHaveLength(1);
    expect(await registrationsAt(world.fairId)).toHaveLength(2);
    expect(await t.files.get(world.logoKey)).not.toBeNull();
    expect(await auditRecordsAbout(t, world.boss.id)).toEqual([]);
    expect(await noticesOf(t, world.ana.id, 'A job you applied to was removed')).toEqual([]);
    expect(t.mailer.to(world.boss.email)).toEqual([]);
  });
});
