import { randomUUID } from 'node:crypto';
import { ADMIN_JOB_MESSAGES, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-admin.js';
import { jobPosts } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, createJob, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createCompany } from '../../../test/support/admin-employers.js';
import { allAuditRows } from '../../../test/support/audit-log.js';
import { mailsTo, noticesOf } from '../../../test/support/job-fair-notices.js';
import { adminReports, deleteJobAsAdmin, insertJobReport, storedReport } from '../../../test/support/job-reports.js';
import { applicationsOf, insertApplication, jobRow } from '../../../test/support/jobs.js';

// An admin's removal of one job post (issue 12): the job and its applications go, its reports are
// closed, the applicants and the employer are told, and the audit trail keeps one record.

const t = await appForThisFile();

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t, { email: 'jobs.admin@example.com' });
});

const remove = (jobId: number | string, extra?: Parameters<typeof deleteJobAsAdmin>[3]) =>
  deleteJobAsAdmin(t, admin.token, jobId, extra);
const auditOfJob = (jobId: number) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, jobId));
const jobsOf = (employerId: number) => t.db.select().from(jobPosts).where(eq(jobPosts.employerId, employerId));
const REMOVED_BY_ADMIN = 'A job post was removed by an administrator';
const APPLIED_JOB_REMOVED = 'A job you applied to was removed';

/**
 * A reported scam: an employer's job with two applicants (one sent a resume) and three reports (two
 * pending, one already dismissed), beside another job of the same employer that has a pending report.
 */
async function reportedJob() {
  const boss = await createCompany(t, { company: 'Agila Manpower', firstName: 'Dante', lastName: 'Flores' });
  const scam = await createJob(t, boss.id, { title: 'Online Encoder' });
  const kept = await createJob(t, boss.id, { title: 'Office Assistant' });
  const ana = await createEmployee(t, { firstName: 'Ana', lastName: 'Cruz' });
  const ben = await createEmployee(t, { firstName: 'Ben', lastName: 'Reyes' });
  const resumeKey = `applications/${randomUUID()}.pdf`;
  await t.files.put(resumeKey, Buffer.from('%PDF-1.4 test'));
  await insertApplication(t, scam.id, ana.id, { resumeKey });
  await insertApplication(t, scam.id, ben.id);
  await insertApplication(t, kept.id, ana.id);
  const pending = [await insertJobReport(t, ana.id, scam.id), await insertJobReport(t, ben.id, scam.id)];
  const dismissed = await insertJobReport(t, (await createEmployee(t)).id, scam.id, 'dismissed');
  const onKept = await insertJobReport(t, ben.id, kept.id);
  return { boss, scam, kept, ana, ben, resumeKey, pending, dismissed, onKept };
}

describe('DELETE /api/admin/delete-job/{jobId}/', () => {
  it('removes the job with its applications, closes its reports, tells everyone and records why', async () => {
    const world = await reportedJob();
    const { boss, scam, ana, ben } = world;
    const otherCompany = await createCompany(t, { company: 'Tahanan Builders' });
    const otherJob = await createJob(t, otherCompany.id, { title: 'Site Clerk' });
    await insertApplication(t, otherJob.id, ana.id);

    const before = t.clock.now().getTime();
    const response = await remove(scam.id, { payload: { reason: '  Asked applicants for a placement fee.  ' } });
    const after = t.clock.now().getTime();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_JOB_MESSAGES.deleted });

    // The job, its applications and the resume sent with one of them are gone.
    expect(await jobRow(t, scam.id)).toBeUndefined();
    expect(await applicationsOf(t, scam.id)).toEqual([]);
    expect(await t.files.get(world.resumeKey)).toBeNull();
    // The employer's other job and another employer's job stay, with their applications.
    expect((await jobsOf(boss.id)).map((job) => job.id)).toEqual([world.kept.id]);
    expect(await applicationsOf(t, world.kept.id)).toHaveLength(1);
    expect(await jobsOf(otherCompany.id)).toHaveLength(1);
    expect(await applicationsOf(t, otherJob.id)).toHaveLength(1);

    // Each applicant is told, in the app and by mail, that an administrator removed it.
    for (const applicant of [ana, ben]) {
      const notices = await noticesOf(t, applicant.id, APPLIED_JOB_REMOVED);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.action).toMatch(/^An administrator removed "Online Encoder" at Agila Manpower/u);
      expect(mailsTo(t, applicant.email, 'A job you applied to').map((mail) => mail.text)).toEqual([
        expect.stringContaining('An administrator removed the job "Online Encoder" at Agila Manpower'),
      ]);
    }

    // The employer reads why, in the app and in one plain mail, with where to ask.
    const notices = await noticesOf(t, boss.id, REMOVED_BY_ADMIN);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.action).toContain('An administrator removed your job post "Online Encoder".');
    expect(notices[0]?.action).toContain('The reason given: Asked applicants for a placement fee.');
    expect(notices[0]?.action).toContain('contact support at privacy@kakayahan.ph');
    const mails = t.mailer.to(boss.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your job post was removed from Kakayahan Jobs');
    expect(mails[0]?.text).toContain('Hello Dante Flores,');
    expect(mails[0]?.text).toContain('An administrator removed your job post "Online Encoder" at Agila Manpower.');
    expect(mails[0]?.text).toContain('The reason given: Asked applicants for a placement fee.');
    expect(mails[0]?.text).toContain('privacy@kakayahan.ph');
    expect(mails[0]?.html).toContain('<h1');

    // Its pending reports are resolved now; the dismissed one keeps its decision; all say the job is gone.
    for (const report of world.pending) {
      const row = await storedReport(t, report.id);
      expect(row).toMatchObject({ status: 'resolved', jobId: null, contentDeleted: true, dismissedAt: null });
      expect(row.resolvedAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.resolvedAt?.getTime()).toBeLessThanOrEqual(after);
    }
    expect(await storedReport(t, world.dismissed.id)).toMatchObject({
      status: 'dismissed',
      resolvedAt: null,
      contentDeleted: true,
    });
    const listed = (await adminReports(t, admin.token)).find((r) => r.id === world.pending[0]?.id);
    expect(listed).toMatchObject({ content_type: 'job', status: 'resolved', job: null, content_deleted: true });
    // The report on the employer's other job is untouched.
    expect(await storedReport(t, world.onKept.id)).toMatchObject({
      status: 'pending',
      jobId: world.kept.id,
      contentDeleted: false,
    });

    // One audit record: the job, its company, the employer's e-mail, the trimmed reason.
    expect(await auditOfJob(scam.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        adminEmail: 'jobs.admin@example.com',
        action: 'delete_job',
        subjectType: 'job',
        subjectId: scam.id,
        subjectLabel: 'Online Encoder at Agila Manpower',
        subjectEmail: boss.email,
        reason: 'Asked applicants for a placement fee.',
      }),
    ]);
  });

  it('deletes a job of an employer without a profile, with an empty body: no reason given', async () => {
    const boss = await createEmployer(t, { firstName: 'Paolo', lastName: 'Reyes' });
    const job = await createJob(t, boss.id, { title: 'Delivery Rider' });
    const response = await remove(job.id, { headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await jobRow(t, job.id)).toBeUndefined();

    expect(await auditOfJob(job.id)).toEqual([
      expect.objectContaining({ subjectLabel: `Delivery Rider at ${UNKNOWN_COMPANY}`, reason: null }),
    ]);
    const [notice] = await noticesOf(t, boss.id, REMOVED_BY_ADMIN);
    expect(notice?.action).toContain('An administrator removed your job post "Delivery Rider".');
    expect(notice?.action).not.toContain('The reason given');
    const [mail] = t.mailer.to(boss.email);
    expect(mail?.text).toContain('An administrator removed your job post "Delivery Rider".');
    expect(mail?.text).not.toContain('The reason given');
  });

  it('answers 404 when the job was already deleted (twice), and 400 for an id that is not a number', async () => {
    const boss = await createCompany(t);
    const job = await createJob(t, boss.id);
    expect((await remove(job.id)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const again = await remove(job.id, { payload: { reason: 'Again' } });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: ADMIN_JOB_MESSAGES.jobNotFound });
    }
    expect(await auditOfJob(job.id)).toHaveLength(1);
    expect(t.mailer.to(boss.email)).toHaveLength(1);
    expect(await noticesOf(t, boss.id, REMOVED_BY_ADMIN)).toHaveLength(1);
    expect((await remove('abc')).statusCode).toBe(400);
  });

  it('lets only one of two admins deleting the same job at once through, with one record and one mail', async () => {
    const boss = await createCompany(t);
    const job = await createJob(t, boss.id);
    const other = await createAdmin(t);
    const call = (token: string) => t.request({ method: 'DELETE', url: `/api/admin/delete-job/${job.id}/`, token });
    const answers = await Promise.all([call(admin.token), call(other.token)]);
    await t.jobs.drain();
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await auditOfJob(job.id)).toHaveLength(1);
    expect(t.mailer.to(boss.email)).toHaveLength(1);
  });

  it('answers 400 for a reason that is too long, deleting nothing', async () => {
    const job = await createJob(t, (await createCompany(t)).id);
    const response = await remove(job.id, { payload: { reason: 'x'.repeat(501) } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/reason must be at most 500/iu);
    expect(await jobRow(t, job.id)).toBeDefined();
  });

  it('refuses the job’s own employer, another employer and a job seeker with 403, changing nothing', async () => {
    const world = await reportedJob();
    const auditBefore = (await allAuditRows(t)).length;
    for (const caller of [world.boss, await createCompany(t), world.ana]) {
      const response = await deleteJobAsAdmin(t, caller.token, world.scam.id, { payload: { reason: 'Mine' } });
      expect(response.statusCode).toBe(403);
    }
    expect(await jobRow(t, world.scam.id)).toBeDefined();
    expect(await applicationsOf(t, world.scam.id)).toHaveLength(2);
    expect(await t.files.get(world.resumeKey)).not.toBeNull();
    for (const report of world.pending) {
      expect(await storedReport(t, report.id)).toMatchObject({ status: 'pending', contentDeleted: false });
    }
    expect(await allAuditRows(t)).toHaveLength(auditBefore);
    expect(await noticesOf(t, world.ana.id, APPLIED_JOB_REMOVED)).toEqual([]);
    expect(await noticesOf(t, world.boss.id, REMOVED_BY_ADMIN)).toEqual([]);
    expect(t.mailer.to(world.boss.email)).toEqual([]);
  });
});
