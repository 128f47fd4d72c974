import { randomUUID } from 'node:crypto';
import { ADMIN_EMPLOYER_MESSAGES, type AdminEmployerDetail, type AdminEmployerFilters } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, createJob, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createCompany, listEmployers, setJoined, setVerification } from '../../../test/support/admin-employers.js';
import { insertApplication } from '../../../test/support/jobs.js';
import { insertFair, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const list = (query = '') => listEmployers(t, admin.token, query);
const ids = (rows: { user_id: number }[]) => rows.map((row) => row.user_id);
/** A word no other test uses, so a filter or search over the whole database finds only this test's rows. */
const unique = (word: string) => `${word} ${randomUUID().slice(0, 8)}`;

describe('GET /api/admin/get-all-employers/', () => {
  it("answers the spec's list: every employer newest first, with profile, contact, jobs posted and status", async () => {
    const older = await createCompany(t, {
      company: 'Liwanag Solar Corp.',
      industry: 'Renewable Energy',
      location: 'Iloilo City, Iloilo',
      firstName: 'Carlo',
      lastName: 'Santos',
      joinedAt: new Date('2026-01-05T00:00:00Z'),
    });
    await createJob(t, older.id, { title: 'Solar Installer' });
    await createJob(t, older.id, { title: 'Site Surveyor' });
    const logoKey = `public/logos/${randomUUID()}.webp`;
    await t.db.update(employerProfiles).set({ compLogo: logoKey }).where(eq(employerProfiles.userId, older.id));
    const newer = await createEmployer(t, { firstName: 'Nina', lastName: 'Lopez' });
    await setJoined(t, newer.id, new Date('2026-02-05T00:00:00Z'));
    const seeker = await createEmployee(t);

    const { rows, total } = await list();
    expect(total).toBe(rows.length);
    expect(ids(rows)).not.toContain(seeker.id);
    expect(ids(rows)).not.toContain(admin.id);
    const ours = rows.filter((row) => [older.id, newer.id].includes(row.user_id));
    expect(ids(ours)).toEqual([newer.id, older.id]);
    expect(ours[1]).toEqual({
      user_id: older.id,
      comp_name: 'Liwanag Solar Corp.',
      comp_site: 'https://liwanag-solar.example',
      industry: 'Renewable Energy',
      location: 'Iloilo City, Iloilo',
      contact_no: '+63 33 320 1234',
      comp_desc: 'Solar panels for schools and clinics in the Visayas.',
      comp_logo: `/media/logos/${logoKey.split('/').at(-1) ?? ''}`,
      has_profile: true,
      email: older.email,
      contact_name: 'Carlo Santos',
      date_joined: '2026-01-05T00:00:00.000Z',
      jobs_posted: 2,
      verification_status: 'unverified',
    });
    // Without a company profile yet: the profile fields are empty, not missing.
    expect(ours[0]).toMatchObject({
      comp_name: '',
      industry: '',
      location: '',
      comp_logo: null,
      has_profile: false,
      contact_name: 'Nina Lopez',
      jobs_posted: 0,
    });
  });

  it('filters by industry and by location, exactly and whatever the case or surrounding spaces', async () => {
    const industry = unique('Agriculture');
    const location = unique('Tacloban City');
    const farm = await createCompany(t, { industry, location: 'Bacolod City' });
    const coop = await createCompany(t, { industry, location });
    const port = await createCompany(t, { industry: unique('Shipping'), location });
    // A longer industry that merely contains the filter's words does not match it.
    await createCompany(t, { industry: `${industry} Supplies` });

    const byIndustry = await list(`?industry=${encodeURIComponent(` ${industry.toUpperCase()} `)}`);
    expect(new Set(ids(byIndustry.rows))).toEqual(new Set([farm.id, coop.id]));
    expect(byIndustry.total).toBe(2);
    const byLocation = await list(`?location=${encodeURIComponent(location.toLowerCase())}`);
    expect(new Set(ids(byLocation.rows))).toEqual(new Set([coop.id, port.id]));
    const both = await list(`?industry=${encodeURIComponent(industry)}&location=${encodeURIComponent(location)}`);
    expect(ids(both.rows)).toEqual([coop.id]);
    // A cleared filter (blank) is no filter.
    expect((await list('?industry=&location=%20')).total).toBe((await list()).total);
  });

  it('searches company, e-mail, contact person, industry and location; % and _ are literal', async () => {
    const word = unique('Bukidnon');
    const byCompany = await createCompany(t, { company: `${word} Dairy Farms` });
    const byIndustry = await createCompany(t, { industry: `${word} Coffee` });
    const byLocation = await createCompany(t, { location: `Malaybalay, ${word}` });
    const byName = await createCompany(t, { firstName: 'Josefina', lastName: word });
    await createCompany(t, { company: 'Unrelated Bakery' });

    const found = await list(`?search=${encodeURIComponent(word.toLowerCase())}`);
    expect(new Set(ids(found.rows))).toEqual(new Set([byCompany.id, byIndustry.id, byLocation.id, byName.id]));
    expect(found.total).toBe(4);
    expect(ids((await list(`?search=${encodeURIComponent(`Josefina ${word}`)}`)).rows)).toEqual([byName.id]);

    const byEmail = await createCompany(t);
    const email = await list(`?search=${encodeURIComponent(byEmail.email.toUpperCase())}`);
    expect(ids(email.rows)).toEqual([byEmail.id]);

    const percent = await createCompany(t, { company: `100% ${word} Foods` });
    expect(ids((await list(`?search=${encodeURIComponent(`100% ${word}`)}`)).rows)).toEqual([percent.id]);
    expect((await list('?search=%25%25%25_%25')).total).toBe(0);
  });

  it('filters by verification status, an employer without a registration being unverified', async () => {
    const industry = unique('Logistics');
    const none = await createCompany(t, { industry });
    const pending = await createCompany(t, { industry });
    const verified = await createCompany(t, { industry });
    const rejected = await createCompany(t, { industry });
    await setVerification(t, pending.id, 'pending');
    await setVerification(t, verified.id, 'verified');
    await setVerification(t, rejected.id, 'rejected');
    const of = async (status: string) =>
      ids((await list(`?industry=${encodeURIComponent(industry)}&verification=${status}`)).rows);

    expect(await of('unverified')).toEqual([none.id]);
    expect(await of('pending')).toEqual([pending.id]);
    expect(await of('verified')).toEqual([verified.id]);
    expect(await of('rejected')).toEqual([rejected.id]);
    const all = (await list(`?industry=${encodeURIComponent(industry)}`)).rows;
    expect(all.map((row) => row.verification_status)).toEqual(['rejected', 'verified', 'pending', 'unverified']);
  });

  it('pages on request, with the number matching over all pages in X-Total-Count', async () => {
    const industry = unique('Printing');
    const made: number[] = [];
    for (let day = 1; day <= 5; day += 1) {
      made.push((await createCompany(t, { industry, joinedAt: new Date(`2025-03-0${day}T00:00:00Z`) })).id);
    }
    const newestFirst = [...made].reverse();
    const filter = `industry=${encodeURIComponent(industry)}`;

    const first = await list(`?${filter}&page_size=2`);
    expect(first).toEqual({ rows: expect.any(Array) as unknown, total: 5 });
    expect(ids(first.rows)).toEqual(newestFirst.slice(0, 2));
    expect(ids((await list(`?${filter}&page=2&page_size=2`)).rows)).toEqual(newestFirst.slice(2, 4));
    expect(ids((await list(`?${filter}&page=3&page_size=2`)).rows)).toEqual(newestFirst.slice(4));
    const beyond = await list(`?${filter}&page=9&page_size=2`);
    expect(beyond).toEqual({ rows: [], total: 5 });
    // page alone uses the admin page size, which holds all five.
    expect(ids((await list(`?${filter}&page=1`)).rows)).toEqual(newestFirst);
  });

  it('answers 400 with a clear message for a query out of range', async () => {
    const cases: [string, RegExp][] = [
      ['?page=0', /page starts at 1/iu],
      ['?page=abc', /page must be a number/iu],
      ['?page_size=101', /page size must be at most 100/iu],
      ['?verification=approved', /verification status/iu],
      [`?search=${'a'.repeat(201)}`, /search must be at most 200/iu],
      [`?industry=${'a'.repeat(101)}`, /industry must be at most 100/iu],
    ];
    for (const [query, message] of cases) {
      const response = await t.request({
        method: 'GET',
        url: `/api/admin/get-all-employers/${query}`,
        token: admin.token,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error, query).toMatch(message);
    }
  });
});

describe('GET /api/admin/employer-filters/', () => {
  it('answers the distinct non-blank industries and locations, one spelling each, sorted whatever the case', async () => {
    const word = randomUUID().slice(0, 8);
    // By code point "Zeta" would come before "eta"; sorted case-insensitively it comes after.
    await createCompany(t, { industry: `Zeta ${word}`, location: `Beta ${word}` });
    await createCompany(t, { industry: `zeta ${word}`, location: `alpha ${word}` });
    await createCompany(t, { industry: `eta ${word}`, location: ` ALPHA ${word} ` });
    await createCompany(t, { industry: '   ', location: '' });
    const response = await t.request({ method: 'GET', url: '/api/admin/employer-filters/', token: admin.token });
    expect(response.statusCode).toBe(200);
    const { industries, locations } = response.json<AdminEmployerFilters>();
    const ours = (values: string[]) => values.filter((value) => value.endsWith(word)).map((v) => v.toLowerCase());
    expect(ours(industries)).toEqual([`eta ${word}`, `zeta ${word}`]);
    expect(ours(locations)).toEqual([`alpha ${word}`, `beta ${word}`]);
    for (const value of [...industries, ...locations]) expect(value).toBe(value.trim());
    expect(industries).not.toContain('');
    expect(locations).not.toContain('');
  });
});

describe('GET /api/admin/employers/{userId}/', () => {
  it('answers the record, every job newest first with its applications, and the fairs not yet ended', async () => {
    const boss = await createCompany(t, { company: 'Hiraya Crafts' });
    const older = await createJob(t, boss.id, { title: 'Weaver', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createJob(t, boss.id, { title: 'Shop Assistant', createdAt: new Date('2026-02-01T00:00:00Z') });
    for (const seeker of [await createEmployee(t), await createEmployee(t)])
      await insertApplication(t, newer.id, seeker.id);
    await insertFair(t, boss.id, { date: manilaDay(t, 7) });
    await insertFair(t, boss.id, { date: manilaDay(t, 0), end: '23:30' });
    await insertFair(t, boss.id, { date: manilaDay(t, -3) });

    const response = await t.request({ method: 'GET', url: `/api/admin/employers/${boss.id}/`, token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<AdminEmployerDetail>();
    expect(detail).toMatchObject({ user_id: boss.id, comp_name: 'Hiraya Crafts', has_profile: true, jobs_posted: 2 });
    expect(detail.jobs).toEqual([
      {
        post_id: newer.id,
        job_title: 'Shop Assistant',
        category: 'Technology',
        job_type: 'Full Time',
        location: 'Remote',
        created_at: '2026-02-01T00:00:00.000Z',
        applications_count: 2,
      },
      expect.objectContaining({ post_id: older.id, job_title: 'Weaver', applications_count: 0 }),
    ]);
    expect(detail.upcoming_job_fairs).toBe(2);
  });

  it('answers an employer without profile or jobs', async () => {
    const boss = await createEmployer(t);
    const response = await t.request({ method: 'GET', url: `/api/admin/employers/${boss.id}/`, token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has_profile: false, jobs: [], jobs_posted: 0, upcoming_job_fairs: 0 });
  });

  it('answers 404 for a job seeker, an admin or a missing account, and 400 for an id that is not a number', async () => {
    const seeker = await createEmployee(t);
    for (const id of [seeker.id, admin.id, 2_000_000_000]) {
      const response = await t.request({ method: 'GET', url: `/api/admin/employers/${id}/`, token: admin.token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ADMIN_EMPLOYER_MESSAGES.employerNotFound });
    }
    const bad = await t.request({ method: 'GET', url: '/api/admin/employers/abc/', token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses employers and job seekers with 403 (the list and the view)', async () => {
    const boss = await createCompany(t);
    for (const caller of [boss, await createEmployee(t)]) {
      for (const url of ['/api/admin/get-all-employers/', `/api/admin/employers/${boss.id}/`]) {
        expect((await t.request({ method: 'GET', url, token: caller.token })).statusCode).toBe(403);
      }
    }
  });
});
