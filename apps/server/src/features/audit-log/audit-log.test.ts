import { formatPwdIdNumber, manilaInstant, manilaToday, type AuditEntry } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { auditLog } from '../../db/schema-admin.js';
import { createAdmin, createEmployee, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { listQuery, storeCard } from '../../../test/support/admin-users.js';
import { auditLogPage, auditRowsAbout } from '../../../test/support/audit-log.js';
import { timeTravel } from '../../../test/support/time-travel.js';

const t = await appForThisFile();
const admin = await createAdmin(t, { email: 'audit.reader@example.com' });
const travel = timeTravel(() => t);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test acts as an admin of its own, so searching by that admin's e-mail isolates its records. */
let adminCount = 0;
const actingAdmin = () => {
  adminCount += 1;
  return createAdmin(t, { email: `acting.admin.${adminCount}@example.com` });
};

/** Approves a pending job seeker (with the card photo an approval needs, issue 14). */
const approve = async (by: TestUser, id: number) => {
  await storeCard(t, id);
  return t.request({ method: 'POST', url: `/api/admin/approve-user/${id}/`, token: by.token });
};
const reject = (by: TestUser, id: number, reason?: string) =>
  t.request({
    method: 'POST',
    url: `/api/admin/reject-user/${id}/`,
    token: by.token,
    ...(reason ? { payload: { reason } } : {}),
  });
const remove = (by: TestUser, id: number, reason?: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/admin/delete-user/${id}/`,
    token: by.token,
    ...(reason ? { payload: { reason } } : {}),
  });

/** The audit log as the reader sees it, with a query (URL-encoded here). */
const read = (query: Record<string, string | number> = {}) => auditLogPage(t, admin.token, listQuery(query));

/** Pending job seekers approved one after the other by `by`, a minute apart; answers them oldest first. */
async function approvals(by: TestUser, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const seeker = await createEmployee(t, { approved: false });
    expect((await approve(by, seeker.id)).statusCode).toBe(200);
    ids.push(seeker.id);
    travel(60_000);
  }
  return ids;
}

describe('what each job seeker decision records', () => {
  it('records who, what, about whom, when and why, newest first, and outlives the admin and the subject', async () => {
    const judge = await createAdmin(t, { email: 'judge.admin@example.com' });
    const first = await createEmployee(t, { approved: false, firstName: 'Una', lastName: 'Primera' });
    const second = await createEmployee(t, { approved: false, firstName: 'Dos', lastName: 'Segunda' });
    const third = await createEmployee(t, { firstName: 'Tres', lastName: 'Tercera' });
    const approvedAt = t.clock.now().getTime();
    expect((await approve(judge, first.id)).statusCode).toBe(200);
    travel(60_000);
    const rejectedAt = t.clock.now().getTime();
    expect((await reject(judge, second.id, '  The card belongs to someone else.  ')).statusCode).toBe(200);
    travel(60_000);
    const deletedAt = t.clock.now().getTime();
    expect((await remove(judge, third.id, 'Asked to close the account.')).statusCode).toBe(200);
    // An admin account removed later (by configuration) must not erase what it decided.
    await t.db.delete(users).where(eq(users.id, judge.id));

    const { entries, total } = await read({ search: 'judge.admin@' });
    expect(total).toBe(3);
    const entry = (id: number, action: string, label: string, email: string, reason: string | null) => ({
      id: expect.any(Number) as number,
      action,
      admin_email: 'judge.admin@example.com',
      subject_type: 'job_seeker',
      subject_id: id,
      subject_label: label,
      subject_email: email,
      reason,
      created_at: expect.any(String) as string,
    });
    expect(entries).toEqual([
      entry(third.id, 'delete_user', 'Tres Tercera', third.email, 'Asked to close the account.'),
      entry(second.id, 'reject_user', 'Dos Segunda', second.email, 'The card belongs to someone else.'),
      entry(first.id, 'approve_user', 'Una Primera', first.email, null),
    ]);
    // "When" is the app's clock at the decision (the test moved it a minute between decisions).
    const times = entries.map((e) => Date.parse(e.created_at));
    [deletedAt, rejectedAt, approvedAt].forEach((at, i) => {
      expect(times[i]).toBeGreaterThanOrEqual(at);
      expect(times[i]).toBeLessThan(at + 5_000);
    });
    const [stored] = await auditRowsAbout(t, 'job_seeker', second.id);
    expect(stored?.adminId).toBeNull();
  });

  it('never holds the job seeker’s PWD ID number, in any form', async () => {
    const by = await actingAdmin();
    const idNumbers = ['1374010000555111', '0403020000555222', '0128010000555333'];
    const [a, b, c] = await Promise.all(idNumbers.map((idNumber) => createEmployee(t, { approved: false, idNumber })));
    if (!a || !b || !c) throw new Error('seekers not created');
    expect((await approve(by, a.id)).statusCode).toBe(200);
    expect((await reject(by, b.id, 'Blurry photo.')).statusCode).toBe(200);
    expect((await remove(by, c.id)).statusCode).toBe(200);

    const { entries, body } = await read({ search: by.email });
    expect(entries).toHaveLength(3);
    for (const idNumber of idNumbers) {
      expect(body).not.toContain(idNumber);
      expect(body).not.toContain(formatPwdIdNumber(idNumber) ?? idNumber);
      expect(body).not.toContain(idNumber.slice(-7));
    }
  });
});

describe('GET /api/admin/audit-log/ search and filters', () => {
  it('searches the admin’s e-mail, the subject’s name and e-mail and the reason, case-insensitively', async () => {
    const by = await actingAdmin();
    const named = await createEmployee(t, { approved: false, firstName: 'Perpetua', lastName: 'Magbanua' });
    const mailed = await createEmployee(t, { approved: false, email: 'unusual.address.77@example.com' });
    const reasoned = await createEmployee(t, { approved: false });
    expect((await approve(by, named.id)).statusCode).toBe(200);
    expect((await approve(by, mailed.id)).statusCode).toBe(200);
    expect((await reject(by, reasoned.id, 'Card number is illegible')).statusCode).toBe(200);

    const subjects = async (search: string) => (await read({ search })).entries.map((e) => e.subject_id);
    expect(await subjects('perpetua MAGBANUA')).toEqual([named.id]);
    expect(await subjects('UNUSUAL.ADDRESS.77')).toEqual([mailed.id]);
    expect(await subjects('illegible')).toEqual([reasoned.id]);
    expect(await subjects(by.email.toUpperCase())).toEqual([reasoned.id, mailed.id, named.id]);
    expect(await read({ search: 'no record says this' })).toMatchObject({ entries: [], total: 0 });
  });

  it('takes % and _ in the search literally', async () => {
    const by = await actingAdmin();
    const seeker = await createEmployee(t, { approved: false });
    expect((await reject(by, seeker.id, 'Scored 100% on nothing')).statusCode).toBe(200);
    expect((await read({ search: '100%' })).entries.map((e) => e.subject_id)).toEqual([seeker.id]);
    expect((await read({ search: '%%' })).entries).toEqual([]);
    expect((await read({ search: '_' })).entries).toEqual([]);
  });

  it('filters by one action, combined with the search', async () => {
    const by = await actingAdmin();
    const [approvedId] = await approvals(by, 1);
    const rejected = await createEmployee(t, { approved: false });
    expect((await reject(by, rejected.id)).statusCode).toBe(200);

    const onlyRejects = await read({ search: by.email, action: 'reject_user' });
    expect(onlyRejects.entries.map((e) => [e.action, e.subject_id])).toEqual([['reject_user', rejected.id]]);
    expect(onlyRejects.total).toBe(1);
    expect((await read({ search: by.email, action: 'approve_user' })).entries.map((e) => e.subject_id)).toEqual([
      approvedId,
    ]);
    expect(await read({ search: by.email, action: 'delete_employer' })).toMatchObject({ entries: [], total: 0 });
    const all = await read({ action: 'approve_user' });
    expect(all.entries.every((e) => e.action === 'approve_user')).toBe(true);
    expect(all.total).toBe(all.entries.length);
  });

  it('reads from and to as Manila dates: the whole of the to day is in, the next Manila day is not', async () => {
    const by = await actingAdmin();
    // Days counted from today in Manila; the clock is moved to Manila wall-clock times on them.
    const manilaDay = (days: number) => manilaToday(new Date(t.clock.now().getTime() + days * DAY_MS));
    const [dayBefore, day, dayAfter] = [manilaDay(1), manilaDay(2), manilaDay(3)];
    const actAt = async (date: string, time: string) => {
      travel(manilaInstant(date, time).getTime() - t.clock.now().getTime());
      const [id] = await approvals(by, 1);
      return id;
    };
    const lateDayBefore = await actAt(dayBefore, '23:59');
    const startOfDay = await actAt(day, '00:00');
    const lateOnDay = await actAt(day, '23:30');
    const earlyNextDay = await actAt(dayAfter, '00:10');

    const subjects = async (query: Record<string, string>) =>
      (await read({ search: by.email, ...query })).entries.map((e) => e.subject_id);
    expect(await subjects({ from: day, to: day })).toEqual([lateOnDay, startOfDay]);
    expect(await subjects({ to: day })).toEqual([lateOnDay, startOfDay, lateDayBefore]);
    expect(await subjects({ from: day })).toEqual([earlyNextDay, lateOnDay, startOfDay]);
    expect(await subjects({ from: dayAfter, to: dayAfter })).toEqual([earlyNextDay]);
    expect(await read({ search: by.email, from: day, to: day })).toMatchObject({ total: 2 });
  });

  it.each([
    ['from=2026-5-1', 'The start date must be a date in the form YYYY-MM-DD.'],
    ['to=yesterday', 'The end date must be a date in the form YYYY-MM-DD.'],
    ['to=2026-13-01', 'The end date is not a real date.'],
    ['from=2026-06-02&to=2026-06-01', 'The start date must be on or before the end date.'],
    ['action=approve', 'Choose an action from the list.'],
    ['page=0', 'The page starts at 1.'],
    ['page_size=101', 'The page size must be at most 100.'],
    [`search=${'y'.repeat(201)}`, 'The search must be at most 200 characters.'],
  ])('refuses %s with 400 and the message %j', async (query, message) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/audit-log/?${query}`, token: admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });
});

describe('GET /api/admin/audit-log/ paging', () => {
  it('answers page 2 of 3 newest first, an empty page past the end, and X-Total-Count on every call', async () => {
    const by = await actingAdmin();
    const [a, b, c, d, e] = await approvals(by, 5);
    const page = async (query: Record<string, number>) => {
      const { entries, total } = await read({ search: by.email, ...query });
      return { ids: entries.map((entry: AuditEntry) => entry.subject_id), total };
    };
    expect(await page({})).toEqual({ ids: [e, d, c, b, a], total: 5 });
    expect(await page({ page: 2, page_size: 2 })).toEqual({ ids: [c, b], total: 5 });
    expect(await page({ page: 3, page_size: 2 })).toEqual({ ids: [a], total: 5 });
    expect(await page({ page: 4, page_size: 2 })).toEqual({ ids: [], total: 5 });

    const everything = await read();
    expect(everything.total).toBe(everything.entries.length);
    expect(everything.total).toBeGreaterThanOrEqual(5);
  });

  it('orders records made at the same instant by id, newest first, so pages never overlap', async () => {
    const by = await actingAdmin();
    const seekers = await Promise.all([1, 2, 3].map(() => createEmployee(t, { approved: false })));
    for (const seeker of seekers) expect((await approve(by, seeker.id)).statusCode).toBe(200);
    // The same instant for all three, as two admins acting at once could produce.
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date('2026-03-01T00:00:00Z') })
      .where(eq(auditLog.adminEmail, by.email));
    const ids = [];
    for (const pageNumber of [1, 2, 3]) {
      const { entries } = await read({ search: by.email, page: pageNumber, page_size: 1 });
      ids.push(...entries.map((entry) => entry.id));
    }
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(3);
  });
});
