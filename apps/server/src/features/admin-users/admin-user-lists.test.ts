import type { AdminUserRecord } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeProfiles, users } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { listQuery } from '../../../test/support/admin-users.js';

// Search and paging of Manage Users (GET /api/admin/users/) and User Approval (GET /api/admin/pending-users/).

const t = await appForThisFile();
const admin = await createAdmin(t);

type ListUrl = '/api/admin/users/' | '/api/admin/pending-users/';

/** One call of an admin list as the admin: the records' ids in order and X-Total-Count. */
async function list(url: ListUrl, query: Record<string, string | number> = {}) {
  const response = await t.request({ method: 'GET', url: `${url}${listQuery(query)}`, token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  const records = response.json<AdminUserRecord[]>();
  return { records, ids: records.map((r) => r.user), total: Number(response.headers['x-total-count']) };
}

const joinedAt = (id: number, at: string) =>
  t.db
    .update(users)
    .set({ createdAt: new Date(at) })
    .where(eq(users.id, id));

/** Job seekers sharing a last name that nothing else in this file has, joined a day apart, oldest first. */
async function family(lastName: string, count: number, approved = true): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const seeker = await createEmployee(t, { lastName, approved });
    await joinedAt(seeker.id, `2026-01-${String(10 + i).padStart(2, '0')}T08:00:00Z`);
    ids.push(seeker.id);
  }
  return ids;
}

describe('paging', () => {
  it('answers page 2 of 3 newest first, the last short page, and an empty page past the end, each with the total', async () => {
    const [a, b, c, d, e] = await family('Pagenaud', 5);
    const search = 'pagenaud';
    expect(await list('/api/admin/users/', { search })).toMatchObject({ ids: [e, d, c, b, a], total: 5 });
    expect(await list('/api/admin/users/', { search, page: 1, page_size: 2 })).toMatchObject({ ids: [e, d], total: 5 });
    expect(await list('/api/admin/users/', { search, page: 2, page_size: 2 })).toMatchObject({ ids: [c, b], total: 5 });
    expect(await list('/api/admin/users/', { search, page: 3, page_size: 2 })).toMatchObject({ ids: [a], total: 5 });
    expect(await list('/api/admin/users/', { search, page: 4, page_size: 2 })).toMatchObject({ ids: [], total: 5 });
  });

  it('pages the pending list oldest first, with a default page size when only the page is given', async () => {
    const [a, b, c] = await family('Pendleton', 3, false);
    const search = 'Pendleton';
    expect(await list('/api/admin/pending-users/', { search, page: 2, page_size: 2 })).toMatchObject({
      ids: [c],
      total: 3,
    });
    expect(await list('/api/admin/pending-users/', { search, page: 1 })).toMatchObject({ ids: [a, b, c], total: 3 });
  });

  it('breaks ties on the join time by id, so pages neither repeat nor skip anyone', async () => {
    const ids = await family('Tiebreak', 4);
    for (const id of ids) await joinedAt(id, '2026-02-01T00:00:00Z');
    const search = 'Tiebreak';
    const pages = [];
    for (const page of [1, 2]) pages.push(...(await list('/api/admin/users/', { search, page, page_size: 2 })).ids);
    expect(pages).toEqual([...ids].reverse());
  });

  it('sets X-Total-Count on the plain call to the number of job seekers it answers', async () => {
    await createEmployer(t);
    for (const url of ['/api/admin/users/', '/api/admin/pending-users/'] as const) {
      const plain = await list(url);
      expect(plain.ids.length).toBeGreaterThan(0);
      expect(plain.total).toBe(plain.ids.length);
    }
  });

  it.each([
    ['page=0', 'The page starts at 1.'],
    ['page=abc', 'The page must be a number.'],
    ['page=1.5', 'The page must be a whole number.'],
    ['page_size=0', 'The page size must be at least 1.'],
    ['page_size=101', 'The page size must be at most 100.'],
    ['page_size=2.5', 'The page size must be a whole number.'],
    [`search=${'x'.repeat(201)}`, 'The search must be at most 200 characters.'],
  ])('refuses %s with 400 and the message %j', async (query, message) => {
    for (const url of ['/api/admin/users/', '/api/admin/pending-users/']) {
      const response = await t.request({ method: 'GET', url: `${url}?${query}`, token: admin.token });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(message);
    }
  });
});

describe('search', () => {
  it('finds a job seeker by ID number digits, typed with or without dashes, across the dashes', async () => {
    const target = await createEmployee(t, { idNumber: '0777123456789012' });
    const other = await createEmployee(t, { idNumber: '0888000000000000' });
    for (const search of ['0777123456789012', '07-7712-345-6789012', '3456-789', ' 0777 1234 ']) {
      const { ids } = await list('/api/admin/users/', { search });
      expect(ids, search).toContain(target.id);
      expect(ids, search).not.toContain(other.id);
    }
  });

  it('does not read the digits of a name or an e-mail as an ID number', async () => {
    const mailed = await createEmployee(t, { email: 'maria7201@example.com' });
    const idHolder = await createEmployee(t, { idNumber: '1111720122222222' });
    const { ids } = await list('/api/admin/users/', { search: 'maria7201' });
    expect(ids).toEqual([mailed.id]);
    expect(ids).not.toContain(idHolder.id);
  });

  it('finds by disability, case-insensitively, in both lists', async () => {
    const approved = await createEmployee(t, { disability: 'Rare Disease (RA10747)' });
    const pending = await createEmployee(t, { disability: 'Rare Disease (RA10747)', approved: false });
    const other = await createEmployee(t, { disability: 'Visual Disability' });
    const all = await list('/api/admin/users/', { search: 'rare DISEASE' });
    expect(all.ids).toEqual(expect.arrayContaining([approved.id, pending.id]));
    expect(all.ids).not.toContain(other.id);
    expect(all.total).toBe(all.ids.length);
    expect((await list('/api/admin/pending-users/', { search: 'rare disease' })).ids).toEqual([pending.id]);
  });

  it('finds by first name, last name, the whole name and the e-mail', async () => {
    const ana = await createEmployee(t, { firstName: 'Anastacia', lastName: 'Dimaculangan' });
    const other = await createEmployee(t, { firstName: 'Bea', lastName: 'Santos' });
    for (const search of ['anastacia', 'DIMACULANGAN', 'Anastacia Dimaculangan', ana.email.toUpperCase()]) {
      expect((await list('/api/admin/users/', { search })).ids, search).toEqual([ana.id]);
    }
    expect((await list('/api/admin/users/', { search: 'Bea Santos' })).ids).toEqual([other.id]);
  });

  it('finds by the profile location and shows its location and contact number; no profile shows nulls', async () => {
    const withProfile = await createEmployee(t);
    await t.db
      .insert(employeeProfiles)
      .values({ userId: withProfile.id, location: 'Tacloban City, Leyte', contactNo: '+63 917 555 0101' });
    const blankProfile = await createEmployee(t);
    await t.db.insert(employeeProfiles).values({ userId: blankProfile.id });
    const noProfile = await createEmployee(t);

    const found = await list('/api/admin/users/', { search: 'tacloban' });
    expect(found.ids).toEqual([withProfile.id]);
    expect(found.records[0]).toMatchObject({ location: 'Tacloban City, Leyte', contact_no: '+63 917 555 0101' });

    const { records } = await list('/api/admin/users/');
    for (const id of [blankProfile.id, noProfile.id]) {
      expect(records.find((r) => r.user === id)).toMatchObject({ location: null, contact_no: null });
    }
  });

  it('takes %, _ and \\ in the search literally', async () => {
    const percent = await createEmployee(t, { lastName: '100%Real' });
    const underscore = await createEmployee(t, { lastName: 'Under_Score' });
    const backslash = await createEmployee(t, { lastName: 'Back\\Slash' });
    expect((await list('/api/admin/users/', { search: '%' })).ids).toEqual([percent.id]);
    expect((await list('/api/admin/users/', { search: '_' })).ids).toEqual([underscore.id]);
    expect((await list('/api/admin/users/', { search: '\\' })).ids).toEqual([backslash.id]);
  });

  it('answers nothing, with a total of 0, when nobody matches; a blank search lists everyone', async () => {
    expect(await list('/api/admin/users/', { search: 'nobody-is-called-this' })).toMatchObject({ ids: [], total: 0 });
    const everyone = await list('/api/admin/users/');
    expect(await list('/api/admin/users/', { search: '   ' })).toMatchObject({
      ids: everyone.ids,
      total: everyone.total,
    });
  });

  it('never lists employers or admins, whatever the search', async () => {
    const boss = await createEmployer(t, { firstName: 'Searchable', lastName: 'Boss' });
    const { ids } = await list('/api/admin/users/', { search: 'searchable' });
    expect(ids).not.toContain(boss.id);
    expect((await list('/api/admin/users/', { search: admin.email })).ids).toEqual([]);
  });
});
