import type { AdminUserRecord } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwdCards, users } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, userRow, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  getAdminList,
  privateFiles,
  sendDecision,
  storeCard,
  type DecisionRequestExtras,
} from '../../../test/support/admin-users.js';
import { allAuditRows, auditEntriesAbout } from '../../../test/support/audit-log.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t, { email: 'chief.admin@example.com' });
});
afterAll(() => t.close());

const files = () => privateFiles(t);
const giveCard = (userId: number) => storeCard(t, userId);
const userList = () => getAdminList<AdminUserRecord>(t, admin.token, '/api/admin/users/');
const decisionsAbout = (userId: number) => auditEntriesAbout(t, admin.token, 'job_seeker', userId);
const deleteUser = (userId: number, extra?: DecisionRequestExtras) =>
  sendDecision(t, admin.token, { method: 'DELETE', url: `/api/admin/delete-user/${userId}/` }, extra);

describe('GET /api/admin/users/', () => {
  it('lists every job seeker, approved or pending, newest first, and no employers or admins', async () => {
    const oldest = await createEmployee(t, { firstName: 'Old', lastName: 'Timer' });
    const pending = await createEmployee(t, { approved: false });
    const newest = await createEmployee(t);
    const boss = await createEmployer(t);
    const times = [
      [oldest.id, '2026-01-01T00:00:00Z'],
      [pending.id, '2026-02-01T00:00:00Z'],
      [newest.id, '2026-03-01T00:00:00Z'],
    ] as const;
    for (const [id, at] of times)
      await t.db
        .update(users)
        .set({ createdAt: new Date(at) })
        .where(eq(users.id, id));
    await giveCard(oldest.id);

    const list = await userList();
    const ours = list.filter((r) => [oldest.id, pending.id, newest.id].includes(r.user));
    expect(ours.map((r) => r.user)).toEqual([newest.id, pending.id, oldest.id]);
    expect(ours.map((r) => r.activated)).toEqual([true, false, true]);
    expect(ours.find((r) => r.user === oldest.id)).toMatchObject({ username: 'Old Timer', has_card: true });
    expect(list.map((r) => r.user)).not.toContain(boss.id);
    expect(list.map((r) => r.user)).not.toContain(admin.id);
    expect(list.every((r) => r.user_type === 'Employee')).toBe(true);
  });
});

describe('DELETE /api/admin/delete-user/{userId}/', () => {
  it('deletes a job seeker with their card image, tells them by e-mail and records the decision', async () => {
    const seeker = await createEmployee(t, { firstName: 'Rosa', lastName: 'Lim' });
    const cardKey = await giveCard(seeker.id);

    const response = await deleteUser(seeker.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/^User deleted\./u);

    expect(await userRow(t, seeker.email)).toBeUndefined();
    expect(await t.db.select().from(pwdCards).where(eq(pwdCards.userId, seeker.id))).toEqual([]);
    expect(await files().get(cardKey)).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/me/', token: seeker.token })).statusCode).toBe(401);
    expect((await userList()).map((r) => r.user)).not.toContain(seeker.id);

    const [mail] = t.mailer.to(seeker.email);
    expect(mail?.subject).toBe('Your Kakayahan Jobs account has been closed');
    expect(mail?.text).toContain('including the photo of your PWD ID');

    expect(await decisionsAbout(seeker.id)).toEqual([
      expect.objectContaining({
        action: 'delete_user',
        admin_email: admin.email,
        subject_type: 'job_seeker',
        subject_email: seeker.email,
        subject_label: 'Rosa Lim',
        reason: null,
      }),
    ]);
  });

  it('deletes a pending job seeker too, and passes on an optional reason', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const response = await deleteUser(seeker.id, { payload: { reason: 'Duplicate account.' } });
    expect(response.statusCode).toBe(200);
    expect(await userRow(t, seeker.email)).toBeUndefined();
    expect(t.mailer.to(seeker.email)[0]?.text).toContain('The reason given: Duplicate account.');
    expect((await decisionsAbout(seeker.id)).map((d) => d.reason)).toEqual(['Duplicate account.']);
  });

  it('accepts an empty body sent as JSON', async () => {
    const seeker = await createEmployee(t);
    const response = await deleteUser(seeker.id, { headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(200);
    expect(await userRow(t, seeker.email)).toBeUndefined();
  });

  it('refuses to delete the admin themself, another admin or an employer, and keeps them', async () => {
    const self = await deleteUser(admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'You cannot delete your own account.' });

    const other = await createAdmin(t);
    const otherAdmin = await deleteUser(other.id);
    expect(otherAdmin.statusCode).toBe(403);
    expect(otherAdmin.json()).toEqual({ error: 'Administrator accounts cannot be deleted here.' });

    const boss = await createEmployer(t);
    const employer = await deleteUser(boss.id);
    expect(employer.statusCode).toBe(409);
    expect(employer.json()).toEqual({
      error: 'This is an employer account. Employers are deleted in Manage Employers.',
    });

    for (const email of [admin.email, other.email, boss.email]) expect(await userRow(t, email)).toBeDefined();
    const subjects = (await allAuditRows(t)).map((d) => d.subjectId);
    expect(subjects).not.toContain(admin.id);
    expect(subjects).not.toContain(other.id);
    expect(subjects).not.toContain(boss.id);
  });

  it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
    const missing = await deleteUser(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'User not found.' });
    const bad = await t.request({ method: 'DELETE', url: '/api/admin/delete-user/abc/', token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 when the same user is deleted twice', async () => {
    const seeker = await createEmployee(t);
    expect((await deleteUser(seeker.id)).statusCode).toBe(200);
    expect((await deleteUser(seeker.id)).statusCode).toBe(404);
    // The refused second delete leaves no record of its own.
    expect(await decisionsAbout(seeker.id)).toHaveLength(1);
  });
});
