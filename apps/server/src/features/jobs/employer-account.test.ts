import { randomUUID } from 'node:crypto';
import { EMPLOYER_PROFILE_MESSAGES } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerProfiles, jobPosts, notifications, users } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  uniqueIp,
  userRow,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { EMPLOYER_ACCOUNT_RATE_LIMITS } from './employer-account.routes.js';
import { applicationsOf, insertApplication } from '../../../test/support/jobs.js';

const t = await appForThisFile();

/** DELETE /api/delete-emp-account/, then runs the jobs it queued (the applicants' notifications and mail). */
const deleteAccount = async (token?: string) => {
  const response = await t.request({ method: 'DELETE', url: '/api/delete-emp-account/', ...(token ? { token } : {}) });
  await t.jobs.drain();
  return response;
};

const jobsOf = (employerId: number) => t.db.select().from(jobPosts).where(eq(jobPosts.employerId, employerId));
const notificationsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('DELETE /api/delete-emp-account/', () => {
  it('deletes the account, profile, logo, jobs and applications, and tells every applicant', async () => {
    const boss = await createEmployer(t);
    await createEmployerProfile(t, boss.id, 'Sampaguita Logistics');
    const logoKey = `public/logos/${randomUUID()}.webp`;
    await t.files.put(logoKey, Buffer.from('logo'));
    await t.db.update(employerProfiles).set({ compLogo: logoKey }).where(eq(employerProfiles.userId, boss.id));
    const driver = await createJob(t, boss.id, { title: 'Delivery Dispatcher' });
    const clerk = await createJob(t, boss.id, { title: 'Warehouse Clerk' });
    const ana = await createEmployee(t, { firstName: 'Ana', lastName: 'Cruz' });
    const ben = await createEmployee(t, { firstName: 'Ben', lastName: 'Reyes' });
    const resumeKey = `resumes/emp-${driver.id}.pdf`;
    await t.files.put(resumeKey, Buffer.from('%PDF-1.4 test'));
    await insertApplication(t, driver.id, ana.id, { resumeKey });
    await insertApplication(t, clerk.id, ana.id);
    await insertApplication(t, clerk.id, ben.id);
    const otherBoss = await createEmployer(t);
    const otherJob = await createJob(t, otherBoss.id);
    await insertApplication(t, otherJob.id, ben.id);

    const response = await deleteAccount(boss.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMPLOYER_PROFILE_MESSAGES.deleted });

    expect(await userRow(t, boss.email)).toBeUndefined();
    expect(await t.db.select().from(employerProfiles).where(eq(employerProfiles.userId, boss.id))).toEqual([]);
    expect(await jobsOf(boss.id)).toEqual([]);
    expect(await applicationsOf(t, driver.id)).toEqual([]);
    expect(await applicationsOf(t, clerk.id)).toEqual([]);
    expect(await applicationsOf(t, otherJob.id)).toHaveLength(1);
    expect(await t.files.get(logoKey)).toBeNull();
    expect(await t.files.get(resumeKey)).toBeNull();

    const anaNotes = (await notificationsOf(ana.id)).map((n) => n.action).sort();
    expect(anaNotes).toHaveLength(2);
    expect(anaNotes[0]).toContain('"Delivery Dispatcher" at Sampaguita Logistics');
    expect(anaNotes[1]).toContain('"Warehouse Clerk" at Sampaguita Logistics');
    expect(await notificationsOf(ben.id)).toHaveLength(1);
    expect(t.mailer.to(ana.email)).toHaveLength(2);
    expect(
      t.mailer
        .to(ben.email)
        .map((m) => m.text)
        .join(),
    ).toContain('"Warehouse Clerk"');

    // The session went with the account.
    expect((await t.request({ method: 'GET', url: '/api/employer-jobs/', token: boss.token })).statusCode).toBe(401);
    expect(await jobsOf(otherBoss.id)).toHaveLength(1);
  });

  it('deletes an employer without profile or jobs', async () => {
    const boss = await createEmployer(t);
    const response = await deleteAccount(boss.token);
    expect(response.statusCode).toBe(200);
    expect(await userRow(t, boss.email)).toBeUndefined();
  });

  it('answers 401 without a token and 403 to a job seeker or an admin, deleting nothing', async () => {
    expect((await deleteAccount()).statusCode).toBe(401);
    const seeker = await createEmployee(t);
    const response = await deleteAccount(seeker.token);
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, seeker.id))).toHaveLength(1);
    const admin = await createAdmin(t);
    expect((await deleteAccount(admin.token)).statusCode).toBe(403);
    expect(await userRow(t, admin.email)).toBeDefined();
  });

  it('slows down repeated attempts from one address (429 with Retry-After)', async () => {
    const seeker = await createEmployee(t);
    const remoteAddress = uniqueIp();
    const attempt = () =>
      t.request({ method: 'DELETE', url: '/api/delete-emp-account/', token: seeker.token, remoteAddress });
    for (let i = 0; i < EMPLOYER_ACCOUNT_RATE_LIMITS.delete.max; i += 1) expect((await attempt()).statusCode).toBe(403);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many requests\./u);
  });
});
