import { ADMIN_USER_MESSAGES, formatPwdIdNumber, type AdminUserRecord } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pwdCards, sessions, users, userTokens } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  STRONG_PASSWORD,
  uniqueIp,
  userRow,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  getAdminList,
  privateFiles,
  sendDecision,
  storeCard,
  type DecisionRequestExtras,
} from '../../../test/support/admin-users.js';
import { auditEntriesAbout, auditRowsAbout } from '../../../test/support/audit-log.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const files = () => privateFiles(t);
const giveCard = (userId: number) => storeCard(t, userId);
const pendingList = () => getAdminList<AdminUserRecord>(t, admin.token, '/api/admin/pending-users/');
/** Approves with the admin's token, then runs the jobs it queued (notification, mail). */
const approve = async (userId: number) => {
  const response = await t.request({ method: 'POST', url: `/api/admin/approve-user/${userId}/`, token: admin.token });
  await t.jobs.drain();
  return response;
};
const reject = (userId: number, extra?: DecisionRequestExtras) =>
  sendDecision(t, admin.token, { method: 'POST', url: `/api/admin/reject-user/${userId}/` }, extra);
const login = (email: string) =>
  t.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password: STRONG_PASSWORD },
    remoteAddress: uniqueIp(),
  });
/** The audit trail's entries about a job seeker, as the admin's Audit Log answers them. */
const decisionsAbout = (userId: number) => auditEntriesAbout(t, admin.token, 'job_seeker', userId);

describe('GET /api/admin/pending-users/', () => {
  it('lists only job seekers waiting for approval, oldest first, with every field of the record', async () => {
    const newer = await createEmployee(t, { approved: false, verified: false, idNumber: '12345' });
    const older = await createEmployee(t, {
      approved: false,
      firstName: 'Ana',
      lastName: 'Reyes',
      disability: 'Deaf or Hard of Hearing',
      idNumber: '1374010000123456',
    });
    const approved = await createEmployee(t);
    const boss = await createEmployer(t);
    await t.db
      .update(users)
      .set({ createdAt: new Date('2026-03-01T08:00:00Z') })
      .where(eq(users.id, older.id));
    await t.db
      .update(users)
      .set({ createdAt: new Date('2026-03-02T08:00:00Z') })
      .where(eq(users.id, newer.id));
    await giveCard(older.id);

    const list = await pendingList();
    const ids = list.map((r) => r.user);
    expect(ids).not.toContain(approved.id);
    expect(ids).not.toContain(boss.id);
    expect(ids).not.toContain(admin.id);
    expect(list.every((r) => !r.activated && r.user_type === 'Employee')).toBe(true);
    expect(ids.filter((id) => id === older.id || id === newer.id)).toEqual([older.id, newer.id]);

    expect(list.find((r) => r.user === older.id)).toEqual({
      user: older.id,
      username: 'Ana Reyes',
      email: older.email,
      first_name: 'Ana',
      last_name: 'Reyes',
      user_type: 'Employee',
      ID_no: '1374010000123456',
      id_number_formatted: formatPwdIdNumber('1374010000123456'),
      user_disability: 'Deaf or Hard of Hearing',
      location: null,
      contact_no: null,
      activated: false,
      email_verified: true,
      has_card: true,
      date_joined: '2026-03-01T08:00:00.000Z',
      card_reading: null,
    });
    expect(list.find((r) => r.user === newer.id)).toMatchObject({
      ID_no: '12345',
      id_number_formatted: null,
      has_card: false,
      email_verified: false,
    });
  });
});

describe('POST /api/admin/approve-user/{userId}/', () => {
  it('activates the account, notifies the person in the app and by e-mail, and records who decided', async () => {
    const seeker = await createEmployee(t, { approved: false, firstName: 'Jose', lastName: 'Rizal' });
    const cardKey = await giveCard(seeker.id);
    // Issue 14: before approval the sign-in opens their registration only.
    const before = await login(seeker.email);
    expect(before.statusCode).toBe(200);
    expect(before.json<{ account_status: string }>().account_status).toBe('pending_approval');

    const response = await approve(seeker.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User approved. They have been notified by e-mail.' });

    const after = await login(seeker.email);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ account_status: string }>().account_status).toBe('active');
    const row = await userRow(t, seeker.email);
    expect(row?.isApproved).toBe(true);
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect((await pendingList()).map((r) => r.user)).not.toContain(seeker.id);

    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, seeker.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe('Your account has been approved');
    expect(rows[0]?.action).toMatch(/sign in/u);

    const mails = t.mailer.to(seeker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Kakayahan Jobs account has been approved');
    expect(mails[0]?.text).toContain('Hello Jose Rizal,');
    expect(mails[0]?.text).toContain('Sign in: http://kakayahan.test/job-seeker/signin');
    expect(mails[0]?.html).toContain('href="http://kakayahan.test/job-seeker/signin"');

    const decisions = await decisionsAbout(seeker.id);
    expect(decisions).toEqual([
      {
        id: expect.any(Number) as number,
        action: 'approve_user',
        admin_email: admin.email,
        subject_type: 'job_seeker',
        subject_id: seeker.id,
        subject_email: seeker.email,
        subject_label: 'Jose Rizal',
        reason: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u) as string,
      },
    ]);
    // Approval keeps the card: it is the evidence the decision was based on.
    expect(await files().get(cardKey)).not.toBeNull();
  });

  it('answers 409 when approving twice, and records, notifies and mails only once', async () => {
    const seeker = await createEmployee(t, { approved: false });
    await giveCard(seeker.id);
    expect((await approve(seeker.id)).statusCode).toBe(200);
    const again = await approve(seeker.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This user is already approved.' });
    expect(await decisionsAbout(seeker.id)).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, seeker.id))).toHaveLength(1);
    expect(t.mailer.to(seeker.email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous decisions about the same person through', async () => {
    const seeker = await createEmployee(t, { approved: false });
    await giveCard(seeker.id);
    const answers = await Promise.all([approve(seeker.id), reject(seeker.id), approve(seeker.id)]);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 404)).toHaveLength(2);
    expect(await auditRowsAbout(t, 'job_seeker', seeker.id)).toHaveLength(1);
    expect(t.mailer.to(seeker.email)).toHaveLength(1);
  });

  it('tells a person whose e-mail is not verified yet to verify it before signing in', async () => {
    const seeker = await createEmployee(t, { approved: false, verified: false });
    await giveCard(seeker.id);
    expect((await approve(seeker.id)).statusCode).toBe(200);
    expect(t.mailer.to(seeker.email)[0]?.text).toContain('Before you sign in, please verify your email address');
  });

  it('keeps the approval when the e-mail cannot be sent, and sends it on a later attempt', async () => {
    const seeker = await createEmployee(t, { approved: false });
    await giveCard(seeker.id);
    t.mailer.failNext = true;
    const response = await approve(seeker.id);
    expect(response.statusCode).toBe(200);
    expect((await userRow(t, seeker.email))?.isApproved).toBe(true);
    expect(await decisionsAbout(seeker.id)).toHaveLength(1);
    // The first attempt failed; the mail waits in the queue for its retry, not lost.
    expect(t.mailer.to(seeker.email)).toHaveLength(0);
    await t.jobs.drain({ includeDelayed: true });
    const mails = t.mailer.to(seeker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Kakayahan Jobs account has been approved');
  });

  it('refuses to approve a registration without a card photo: 409, and nothing is recorded or sent', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const response = await approve(seeker.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.approveWithoutCard });
    expect((await userRow(t, seeker.email))?.isApproved).toBe(false);
    expect(await decisionsAbout(seeker.id)).toHaveLength(0);
    expect(t.mailer.to(seeker.email)).toHaveLength(0);
    await giveCard(seeker.id);
    expect((await approve(seeker.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 409 for employers and admins', async () => {
    const missing = await approve(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'User not found.' });
    const boss = await createEmployer(t);
    for (const id of [boss.id, admin.id]) {
      const response = await approve(id);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: string }>().error).toMatch(/Only job seeker registrations/u);
    }
  });

  it.each(['abc', '0', '-3'])('answers the id %j with 400', async (id) => {
    const response = await t.request({ method: 'POST', url: `/api/admin/approve-user/${id}/`, token: admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
  });
});

describe('POST /api/admin/reject-user/{userId}/', () => {
  async function expectGone(seeker: TestUser, cardKey: string): Promise<void> {
    expect(await userRow(t, seeker.email)).toBeUndefined();
    expect(await t.db.select().from(pwdCards).where(eq(pwdCards.userId, seeker.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, seeker.id))).toEqual([]);
    expect(await t.db.select().from(userTokens).where(eq(userTokens.userId, seeker.id))).toEqual([]);
    expect(await files().get(cardKey)).toBeNull();
    const me = await t.request({ method: 'GET', url: '/api/me/', token: seeker.token });
    expect(me.statusCode).toBe(401);
  }

  it('without a body: deletes the account, sessions, tokens and card image, e-mails the person and records it', async () => {
    const seeker = await createEmployee(t, { approved: false, firstName: 'Liza', lastName: 'Cruz' });
    const cardKey = await giveCard(seeker.id);
    await t.db.insert(userTokens).values({
      userId: seeker.id,
      purpose: 'email_verification',
      tokenHash: `hash-${seeker.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const response = await reject(seeker.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/^Registration rejected\./u);
    await expectGone(seeker, cardKey);

    const mails = t.mailer.to(seeker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Kakayahan Jobs registration was not approved');
    expect(mails[0]?.text).toContain('No specific reason was given.');
    expect(mails[0]?.text).toContain('http://kakayahan.test/job-seeker/signup');
    expect(mails[0]?.text).toContain('privacy@kakayahan.ph');

    const decisions = await decisionsAbout(seeker.id);
    expect(decisions).toEqual([
      expect.objectContaining({
        action: 'reject_user',
        admin_email: admin.email,
        subject_type: 'job_seeker',
        subject_email: seeker.email,
        subject_label: 'Liza Cruz',
        reason: null,
      }),
    ]);

    // The same person may sign up again with the same address and a better photo.
    const again = await t.request({
      method: 'POST',
      url: '/api/signup/',
      remoteAddress: uniqueIp(),
      payload: {
        first_name: 'Liza',
        last_name: 'Cruz',
        email: seeker.email,
        password: STRONG_PASSWORD,
        user_type: 'Employee',
        user_disability: 'Visual Disability',
        ID_number: '1374010000123456',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('accepts an empty body sent as JSON, and an empty object', async () => {
    const first = await createEmployee(t, { approved: false });
    const firstKey = await giveCard(first.id);
    const empty = await reject(first.id, { headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(200);
    await expectGone(first, firstKey);

    const second = await createEmployee(t, { approved: false });
    expect((await reject(second.id, { payload: {} })).statusCode).toBe(200);
    expect(await userRow(t, second.email)).toBeUndefined();
  });

  it('sends and records the reason, trimmed', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const response = await reject(seeker.id, { payload: { reason: '  The ID photo is too blurry to read.  ' } });
    expect(response.statusCode).toBe(200);
    expect(t.mailer.to(seeker.email)[0]?.text).toContain('The reason given: The ID photo is too blurry to read.');
    expect((await decisionsAbout(seeker.id))[0]?.reason).toBe('The ID photo is too blurry to read.');
  });

  it('refuses a reason over 500 characters with 400 and keeps the account', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const cardKey = await giveCard(seeker.id);
    const response = await reject(seeker.id, { payload: { reason: 'x'.repeat(501) } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('The reason must be at most 500 characters.');
    expect(await userRow(t, seeker.email)).toBeDefined();
    expect(await files().get(cardKey)).not.toBeNull();
    expect((await reject(seeker.id, { payload: { reason: 'x'.repeat(500) } })).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const response = await reject(seeker.id, { headers: { 'content-type': 'application/json' }, payload: '{"re' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    expect(await userRow(t, seeker.email)).toBeDefined();
  });

  it('refuses an approved user with 409 and keeps everything', async () => {
    const seeker = await createEmployee(t);
    const cardKey = await giveCard(seeker.id);
    const response = await reject(seeker.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toMatch(/already approved.*delete it in Manage Users/u);
    expect(await userRow(t, seeker.email)).toBeDefined();
    expect(await files().get(cardKey)).not.toBeNull();
    expect(await decisionsAbout(seeker.id)).toEqual([]);
    expect(t.mailer.to(seeker.email)).toEqual([]);
  });

  it('answers 404 for an unknown user and 409 for an employer', async () => {
    expect((await reject(2_000_000_000)).statusCode).toBe(404);
    const boss = await createEmployer(t);
    expect((await reject(boss.id)).statusCode).toBe(409);
    expect(await userRow(t, boss.email)).toBeDefined();
  });

  it('keeps the decision when the e-mail cannot be sent, and sends it on a later attempt', async () => {
    const seeker = await createEmployee(t, { approved: false });
    t.mailer.failNext = true;
    const response = await reject(seeker.id);
    expect(response.statusCode).toBe(200);
    expect(await userRow(t, seeker.email)).toBeUndefined();
    const [row] = await auditRowsAbout(t, 'job_seeker', seeker.id);
    expect(row?.action).toBe('reject_user');
    // The account is gone, but the mail (with what it needs) waits in the queue for its retry.
    expect(t.mailer.to(seeker.email)).toHaveLength(0);
    await t.jobs.drain({ includeDelayed: true });
    const mails = t.mailer.to(seeker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Kakayahan Jobs registration was not approved');
  });
});
