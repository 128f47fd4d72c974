import { JOB_CATEGORIES, JOB_TYPES, type AdminUserRecord } from '@kakayahan/contracts';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/raw-rows.js';
import { describe, expect, it, vi } from 'vitest';
import { createEmployer, uniqueEmail, uniqueIp, userRow } from '../../test/factories.js';
import { appForThisFile } from '../../test/test-app.js';
import {
  applications,
  employeeProfiles,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  users,
} from '../db/schema.js';
import { ensureAdmin } from './seed-admin.js';
import { seedDemoData, shouldSeedDemoData, type DemoAccount } from './seed-demo.js';

const t = await appForThisFile();

const signIn = (email: string, password: string, url = '/api/login/') =>
  t.request({ method: 'POST', url, payload: { email, password }, remoteAddress: uniqueIp() });

interface LoginBody {
  token: string;
  userId: number;
  user_type: string;
  username: string;
  has_profile: boolean;
}

// The tests below run in order: the first ones need the empty database, the rest the seeded one.
let accounts: DemoAccount[] = [];

describe('shouldSeedDemoData on an empty database', () => {
  it('follows DEMO_DATA when set, and by default seeds only the embedded database', async () => {
    expect(await shouldSeedDemoData(t.database, true)).toBe(true);
    expect(await shouldSeedDemoData(t.database, false)).toBe(false);
    expect(await shouldSeedDemoData(t.database, undefined)).toBe(t.database.driver === 'pglite');
  });
});

describe('seedDemoData', () => {
  it('creates an admin, eight employers and five job seekers, three of them pending, and lists them', async () => {
    accounts = await seedDemoData(t.db, t.files, { events: t.app.domainEvents });
    expect(accounts.map((a) => a.role).sort()).toEqual([
      'Admin',
      'Employer',
      'Employer',
      'Employer',
      'Employer',
      'Employer',
      'Employer',
      'Employer',
      'Employer',
      'Job seeker',
      'Job seeker',
      'Job seeker',
      'Job seeker',
      'Job seeker',
    ]);
    for (const account of accounts) expect(account.password.length).toBeGreaterThanOrEqual(8);

    const rows = await t.db.select().from(users);
    expect(rows).toHaveLength(14);
    const byType = (type: string) => rows.filter((r) => r.userType === type);
    expect(byType('Admin')).toHaveLength(1);
    expect(byType('Employer')).toHaveLength(8);
    expect(byType('Employee')).toHaveLength(5);
    expect(byType('Employee').filter((r) => !r.isApproved)).toHaveLength(3);
    expect(rows.every((r) => r.emailVerifiedAt !== null)).toBe(true);
    for (const seeker of byType('Employee')) {
      expect(seeker.disability).toBeTruthy();
      expect(seeker.idNumber).toMatch(/^\d+$/u);
    }
    const pending = accounts.filter((a) => a.note?.startsWith('pending approval'));
    expect(pending.map((a) => a.role)).toEqual(['Job seeker', 'Job seeker', 'Job seeker']);
    expect(
      new Set(
        byType('Employee')
          .filter((r) => !r.isApproved)
          .map((r) => r.email),
      ),
    ).toEqual(new Set(pending.map((a) => a.email)));
  });

  it('gives every pending job seeker a PWD card photo the admin can open', async () => {
    const admin = accounts.find((a) => a.role === 'Admin');
    if (!admin) throw new Error('demo admin missing');
    const { token } = (await signIn(admin.email, admin.password, '/api/admin-login/')).json<LoginBody>();
    const pending = (await t.request({ method: 'GET', url: '/api/admin/pending-users/', token })).json<
      Pick<AdminUserRecord, 'user' | 'has_card' | 'id_number_formatted' | 'date_joined' | 'card_reading'>[]
    >();
    expect(pending).toHaveLength(3);
    expect(pending.every((p) => p.has_card)).toBe(true);
    // One older card number is not in the national shape, so the admin sees it flagged.
    expect(pending.filter((p) => p.id_number_formatted === null)).toHaveLength(1);
    // Oldest first; every card was read, and one card's name differs from the registered name.
    const joined = pending.map((p) => Date.parse(p.date_joined));
    expect(joined).toEqual([...joined].sort((a, b) => a - b));
    expect(pending.every((p) => p.card_reading?.id_number_matches === true)).toBe(true);
    expect(pending.filter((p) => p.card_reading?.name_matches === false).map((p) => p.card_reading?.name)).toEqual([
      'ROBERTO GARCIA',
    ]);
    for (const person of pending) {
      const link = (await t.request({ method: 'GET', url: `/api/retrieve-card/${person.user}/`, token })).json<{
        image: string;
      }>();
      const image = await t.request({ method: 'GET', url: link.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.length).toBeGreaterThan(10_000);
    }
  });

  it('has a verified employer whose jobs carry the badge, and a business registration waiting with a certificate the admin can open', async () => {
    const admin = accounts.find((a) => a.role === 'Admin');
    if (!admin) throw new Error('demo admin missing');
    const { token } = (await signIn(admin.email, admin.password, '/api/admin-login/')).json<LoginBody>();
    const waiting = (await t.request({ method: 'GET', url: '/api/admin/employer-verifications/', token })).json<
      { comp_name: string; document_url: string }[]
    >();
    expect(waiting.map((v) => v.comp_name)).toEqual(['Kalinga Health Services']);
    const certificate = await t.request({ method: 'GET', url: waiting[0]?.document_url ?? '' });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const verified = (
      await t.request({ method: 'GET', url: '/api/all-jobs/?verified=true&page_size=100', token })
    ).json<{ comp_name: string; employer_verified: boolean }[]>();
    expect(verified.length).toBeGreaterThan(0);
    expect(new Set(verified.map((job) => job.comp_name))).toEqual(new Set(['Malasakit Customer Care']));
    expect(verified.every((job) => job.employer_verified)).toBe(true);
  });

  it('gives every employer a complete company profile and about forty jobs of every category and type', async () => {
    const profiles = await t.db.select().from(employerProfiles);
    expect(profiles).toHaveLength(8);
    for (const profile of profiles) {
      for (const value of [profile.compName, profile.industry, profile.compDesc, profile.location, profile.contactNo]) {
        expect(value.trim().length).toBeGreaterThan(0);
      }
      expect(profile.compSite).toBeTruthy();
    }
    const jobRows = await t.db.select().from(jobPosts);
    expect(jobRows.length).toBeGreaterThanOrEqual(38);
    expect(new Set(jobRows.map((j) => j.category))).toEqual(new Set(JOB_CATEGORIES));
    expect(new Set(jobRows.map((j) => j.jobType))).toEqual(new Set(JOB_TYPES));
    expect(jobRows.every((j) => j.searchVector !== null)).toBe(true);
    const [jobs] = await t.db.select({ n: count() }).from(jobPosts);
    const [tagged] = await t.db.select({ n: countDistinct(jobPostDisabilityTags.jobId) }).from(jobPostDisabilityTags);
    // Most jobs name the disabilities they suit; some are open to every disability.
    expect(tagged?.n).toBeGreaterThan(25);
    expect(tagged?.n).toBeLessThan(jobs?.n ?? 0);

    const response = await t.request({ method: 'GET', url: '/api/all-jobs-public/' });
    const list = response.json<{ comp_name: string; tags: string }[]>();
    expect(list).toHaveLength(jobs?.n ?? -1);
    expect(new Set(list.map((j) => j.comp_name))).toEqual(
      new Set([
        'Bayanihan Tech Solutions',
        'Malasakit Customer Care',
        'Kalinga Health Services',
        'Sulong Retail and Logistics',
        'Pamana Hotels and Resorts',
        'Tanglaw Learning Center',
        'Alon Digital Studio',
        'Masagana Microfinance',
      ]),
    );
    expect(list.every((j) => j.tags.length > 0)).toBe(true);
  });

  it('lets every demo account sign in, the pending job seekers to their own registration (issue 14)', async () => {
    for (const account of accounts) {
      const url = account.role === 'Admin' ? '/api/admin-login/' : '/api/login/';
      const response = await signIn(account.email, account.password, url);
      expect(response.statusCode, account.email).toBe(200);
      const body = response.json<LoginBody & { account_status: string }>();
      expect(body.user_type).toBe(account.role === 'Job seeker' ? 'Employee' : account.role);
      expect(body.has_profile).toBe(account.role === 'Employer');
      const isPending = account.note?.startsWith('pending approval') ?? false;
      expect(body.account_status, account.email).toBe(isPending ? 'pending_approval' : 'active');
      if (isPending) {
        expect((await t.request({ method: 'GET', url: '/api/my-pwd-id/', token: body.token })).statusCode).toBe(200);
      }
    }
  });

  it('does not seed again once the database has accounts, even with DEMO_DATA on', async () => {
    expect(await shouldSeedDemoData(t.database, true)).toBe(false);
    expect(await shouldSeedDemoData(t.database, undefined)).toBe(false);
  });

  it('gives one job seeker preferences and notifications, newest first', async () => {
    const seekers = accounts.filter((a) => a.role === 'Job seeker' && !a.note?.startsWith('pending approval'));
    const withPreferences = seekers.find((a) => a.note?.includes('two applications'));
    const withoutPreferences = seekers.find((a) => a.note?.includes('no preferences'));
    if (!withPreferences || !withoutPreferences) throw new Error('demo notes changed');

    for (const [account, expected] of [
      [withPreferences, true],
      [withoutPreferences, false],
    ] as const) {
      const login = (await signIn(account.email, account.password)).json<LoginBody>();
      const response = await t.request({
        method: 'GET',
        url: `/api/user-preferences/${login.userId}/`,
        token: login.token,
      });
      expect(response.json()).toEqual({ has_preferences: expected });
    }

    const { token } = (await signIn(withPreferences.email, withPreferences.password)).json<LoginBody>();
    const list = (await t.request({ method: 'GET', url: '/api/get-notifications/', token })).json<
      { timestamp: string; is_read: boolean }[]
    >();
    expect(list.length).toBeGreaterThan(0);
    const times = list.map((n) => Date.parse(n.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.some((n) => !n.is_read)).toBe(true);
  });
});

describe('the demo job seeker with a profile', () => {
  it('has skills, a resume and two applications in different states, with the profile copied in', async () => {
    const maria = await userRow(t, 'maria.santos@kakayahan.demo');
    if (!maria) throw new Error('demo job seeker missing');
    const [profile] = await t.db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, maria.id));
    expect(profile?.skills.split(',').length).toBeGreaterThanOrEqual(3);
    expect(profile?.resumeKey).toBeTruthy();
    const resume = await t.files.get(profile?.resumeKey ?? '');
    expect(resume?.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const rows = await t.db.select().from(applications).where(eq(applications.applicantId, maria.id));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Approved', 'Pending']));
    for (const row of rows) {
      expect(row.applicantName).toBe(profile?.fullName);
      expect(row.applicantSkills).toBe(profile?.skills);
      expect(await t.files.get(row.resumeKey ?? '')).toEqual(resume);
    }
  });

  it('sees recommendations of every colour on first start, each job once, none she applied to', async () => {
    const login = (await signIn('maria.santos@kakayahan.demo', 'Seeker-Demo-2026!')).json<LoginBody>();
    const response = await t.request({
      method: 'GET',
      url: `/api/recommend_jobs/?user_id=${login.userId}`,
      token: login.token,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ post_id: number; job_title: string; color: string }[]>();
    expect(new Set(list.map((j) => j.post_id)).size).toBe(list.length);
    expect(new Set(list.map((j) => j.color))).toEqual(new Set(['Green', 'Yellow', 'Red']));
    const titles = list.map((j) => j.job_title);
    expect(titles).not.toContain('Accessibility Tester');
    expect(titles).not.toContain('Frontend Developer (React)');
  });
});

describe('the demo community', () => {
  it('has forum posts with comments and a reply, a pending report for the admin, and a conversation', async () => {
    const maria = (await signIn('maria.santos@kakayahan.demo', 'Seeker-Demo-2026!')).json<LoginBody>();
    const posts = (await t.request({ method: 'GET', url: '/api/posts/', token: maria.token })).json<
      { title: string; comments: { replies: unknown[] }[] }[]
    >();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.some((p) => p.comments.some((c) => c.replies.length > 0))).toBe(true);

    const admin = accounts.find((a) => a.role === 'Admin');
    if (!admin) throw new Error('demo admin missing');
    const adminLogin = (await signIn(admin.email, admin.password, '/api/admin-login/')).json<LoginBody>();
    const reports = (await t.request({ method: 'GET', url: '/api/admin/reports/', token: adminLogin.token })).json<
      { status: string; comment_content: string | null }[]
    >();
    expect(reports.filter((r) => r.status === 'pending' && r.comment_content)).toHaveLength(1);

    const chats = (await t.request({ method: 'GET', url: '/api/user-chats/', token: maria.token })).json<
      { other_user: string; last_message: string | null }[]
    >();
    expect(chats).toHaveLength(1);
    expect(chats[0]?.last_message).toBeTruthy();
  });
});

describe('the demo job fairs', () => {
  it('has an upcoming on-site fair with accessibility facts and accommodations, an online fair and a past fair', async () => {
    const upcoming = (await t.request({ method: 'GET', url: '/api/jobfairs/' })).json<
      { id: number; title: string; format: string; accessibility: string[]; online_url: string | null }[]
    >();
    expect(upcoming.map((fair) => [fair.title, fair.format])).toEqual([
      ['Cebu Inclusive Hiring Day', 'onsite'],
      ['Remote Tech Careers Online Fair', 'online'],
    ]);
    expect(upcoming[0]?.accessibility).toContain('sign_language_interpreter');
    // A visitor never sees the online link.
    expect(upcoming.every((fair) => fair.online_url === null)).toBe(true);

    const employer = (await signIn('careers@malasakit-care.demo', 'Employer-Demo-2026!')).json<LoginBody>();
    const cebu = upcoming[0];
    if (!cebu) throw new Error('the Cebu fair is missing');
    const { participants } = (
      await t.request({ method: 'GET', url: `/api/jobfairs/${cebu.id}/participants/`, token: employer.token })
    ).json<{ participants: { accommodations: string[]; accommodation_note: string }[] }>();
    expect(participants).toHaveLength(2);
    expect(participants.every((p) => p.accommodations.length > 0 && p.accommodation_note !== '')).toBe(true);

    const kalinga = (await signIn('jobs@kalinga-health.demo', 'Employer-Demo-2026!')).json<LoginBody>();
    const own = (await t.request({ method: 'GET', url: '/api/jobfairs/', token: kalinga.token })).json<
      { id: number; has_ended: boolean }[]
    >();
    expect(own).toHaveLength(1);
    expect(own[0]?.has_ended).toBe(true);
    const report = (
      await t.request({ method: 'GET', url: `/api/jobfairs/${own[0]?.id ?? 0}/report/`, token: kalinga.token })
    ).json<{ attended: number; interviewed: number; accommodations_provided: number }>();
    expect(report).toMatchObject({ attended: 1, interviewed: 1, accommodations_provided: 1 });
  });

  it("schedules the upcoming fairs' reminders (24 h and 2 h before each) through the job queue", async () => {
    await t.jobs.drain();
    const rows = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'jobfair.reminder' and state = 'created'`,
      ),
    );
    expect(rows[0]?.n).toBe(4);
  });
});

describe('ensureAdmin', () => {
  const log = () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    return { logger: t.app.log, warn };
  };

  it('creates the configured administrator once, verified and approved, with a lower-case e-mail', async () => {
    const email = uniqueEmail('Root');
    const password = 'Tagapangasiwa-2026!';
    await ensureAdmin(t.db, { email: email.toUpperCase(), password }, log().logger);

    const row = await userRow(t, email);
    expect(row).toMatchObject({ email: email.toLowerCase(), userType: 'Admin', isApproved: true });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).not.toContain(password);

    const response = await signIn(email, password, '/api/admin-login/');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginBody>().user_type).toBe('Admin');
  });

  it('never overwrites an existing administrator (a changed ADMIN_PASSWORD is ignored)', async () => {
    const email = uniqueEmail('root');
    const original = 'Tagapangasiwa-2026!';
    await ensureAdmin(t.db, { email, password: original }, log().logger);
    const before = await userRow(t, email);

    await ensureAdmin(t.db, { email, password: 'Another-Strong-Pass-99!' }, log().logger);
    const matching = await t.db.select().from(users).where(eq(users.email, email));
    expect(matching).toHaveLength(1);
    expect(matching[0]?.passwordHash).toBe(before?.passwordHash);
    expect((await signIn(email, original, '/api/admin-login/')).statusCode).toBe(200);
    expect((await signIn(email, 'Another-Strong-Pass-99!', '/api/admin-login/')).statusCode).toBe(401);
  });

  it('leaves a non-admin account with that e-mail as it is, and warns', async () => {
    const employer = await createEmployer(t);
    const before = await userRow(t, employer.email);
    const { logger, warn } = log();
    await ensureAdmin(t.db, { email: employer.email, password: 'Tagapangasiwa-2026!' }, logger);

    const after = await userRow(t, employer.email);
    expect(after?.userType).toBe('Employer');
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(warn).toHaveBeenCalledWith(
      { email: employer.email },
      'ADMIN_EMAIL belongs to a non-admin account; left unchanged',
    );
    warn.mockRestore();
  });
});
