import { EMPLOYER_VERIFICATION_MESSAGES, type EmployerVerification } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { allAuditRows, auditEntriesAbout, auditRowsAbout } from '../../../test/support/audit-log.js';
import {
  companyWithRegistration,
  decideRegistration,
  getOwnRegistration,
  registrationRow,
} from '../../../test/support/employer-verification.js';

const t = await appForThisFile();
const M = EMPLOYER_VERIFICATION_MESSAGES;
let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const approve = (employerId: number | string, token = admin.token) =>
  decideRegistration(t, token, employerId, 'approve');
const reject = (employerId: number | string, payload?: unknown, token = admin.token) =>
  decideRegistration(t, token, employerId, 'reject', payload);
const noticesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/admin/employer-verifications/{userId}/approve/', () => {
  it('verifies the employer, tells them in the app and by mail, and records one audit entry', async () => {
    const employer = await companyWithRegistration(t, 'Bayanihan Tech Solutions');
    const response = await approve(employer.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.approved });

    const row = await registrationRow(t, employer.id);
    expect(row).toMatchObject({ status: 'verified', decidedBy: admin.id, reason: null });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const own = (await getOwnRegistration(t, employer.token)).json<EmployerVerification>();
    expect(own).toMatchObject({ status: 'verified', reason: null, decided_at: row?.decidedAt?.toISOString() });

    expect(await noticesOf(employer.id)).toMatchObject([
      {
        title: 'Your company is verified',
        action: expect.stringContaining('Bayanihan Tech Solutions') as string,
      },
    ]);
    const [mail, ...more] = t.mailer.to(employer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('verified');
    expect(mail?.text).toContain('Bayanihan Tech Solutions');
    expect(mail?.text).toContain('Verified employer');
    expect(mail?.text).toContain('http://kakayahan.test/employer/profile');
    expect(mail?.html).toContain('<h1');

    const entries = await auditEntriesAbout(t, admin.token, 'employer', employer.id);
    expect(entries).toMatchObject([
      {
        action: 'approve_employer_verification',
        subject_label: 'Bayanihan Tech Solutions',
        subject_email: employer.email,
        reason: null,
      },
    ]);
    expect((await auditRowsAbout(t, 'employer', employer.id))[0]).toMatchObject({ adminId: admin.id });
  });

  it('answers 409 for a second approval, and writes no second record, notification or mail', async () => {
    const employer = await companyWithRegistration(t);
    expect((await approve(employer.id)).statusCode).toBe(200);
    const again = await approve(employer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: M.notPending });
    expect(await auditRowsAbout(t, 'employer', employer.id)).toHaveLength(1);
    expect(await noticesOf(employer.id)).toHaveLength(1);
    expect(t.mailer.to(employer.email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous approvals through', async () => {
    const employer = await companyWithRegistration(t);
    const answers = await Promise.all([approve(employer.id), approve(employer.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRowsAbout(t, 'employer', employer.id)).toHaveLength(1);
  });

  it('answers 404 for an employer who sent nothing, or no such account, and records nothing', async () => {
    const silent = await createEmployer(t);
    const before = (await allAuditRows(t)).length;
    for (const id of [silent.id, 2_000_000]) {
      const response = await approve(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: M.verificationNotFound });
    }
    expect(await allAuditRows(t)).toHaveLength(before);
  });
});

describe('POST /api/admin/employer-verifications/{userId}/reject/', () => {
  it('rejects with the reason, which the employer reads in GET, the notification and the mail', async () => {
    const employer = await companyWithRegistration(t, 'Mabuhay Foods Corporation');
    const reason = 'The TIN on the form does not match the certificate';
    const response = await reject(employer.id, { reason: `  ${reason}  ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.rejected });

    const own = (await getOwnRegistration(t, employer.token)).json<EmployerVerification>();
    expect(own).toMatchObject({ status: 'rejected', reason });
    expect(own.decided_at).not.toBeNull();

    const [notice] = await noticesOf(employer.id);
    expect(notice?.title).toBe('Your verification needs another look');
    expect(notice?.action).toContain(`The reason given: ${reason}.`);
    expect(notice?.action).toContain('send it again');
    const [mail] = t.mailer.to(employer.email);
    expect(mail?.subject).toContain('needs another look');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('http://kakayahan.test/employer/profile');

    expect(await auditRowsAbout(t, 'employer', employer.id)).toMatchObject([
      {
        action: 'reject_employer_verification',
        subjectLabel: 'Mabuhay Foods Corporation',
        subjectEmail: employer.email,
        reason,
        adminId: admin.id,
      },
    ]);
  });

  it('requires a reason (400) and changes nothing without one', async () => {
    const employer = await companyWithRegistration(t);
    const noBody = await reject(employer.id);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({
      error: 'The request body is missing or not an object.',
      fields: expect.any(Object) as object,
    });
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await reject(employer.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/reason/iu);
    }
    expect(await registrationRow(t, employer.id)).toMatchObject({ status: 'pending', reason: null });
    expect(await auditRowsAbout(t, 'employer', employer.id)).toEqual([]);
  });

  it('refuses to reject a verified or already rejected registration (409), recording nothing more', async () => {
    const verified = await companyWithRegistration(t);
    await approve(verified.id);
    const rejected = await companyWithRegistration(t);
    await reject(rejected.id, { reason: 'Unreadable scan.' });
    for (const employer of [verified, rejected]) {
      const response = await reject(employer.id, { reason: 'Second thoughts.' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: M.notPending });
      expect(await auditRowsAbout(t, 'employer', employer.id)).toHaveLength(1);
    }
  });
});

describe('who may decide', () => {
  it('answers 401 signed out and 403 to employers (their own too) and job seekers; nothing changes', async () => {
    const employer = await companyWithRegistration(t);
    const seeker = await createEmployee(t);
    const before = (await allAuditRows(t)).length;
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/admin/employer-verifications/${employer.id}/approve/`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const person of [employer, seeker, await createEmployer(t)]) {
      expect((await approve(employer.id, person.token)).statusCode).toBe(403);
      expect((await reject(employer.id, { reason: 'No.' }, person.token)).statusCode).toBe(403);
    }
    expect(await registrationRow(t, employer.id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await allAuditRows(t)).toHaveLength(before);
    expect(await noticesOf(employer.id)).toEqual([]);
    expect(t.mailer.to(employer.email)).toEqual([]);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await approve('abc');
    expect(response.statusCode).toBe(400);
  });
});
