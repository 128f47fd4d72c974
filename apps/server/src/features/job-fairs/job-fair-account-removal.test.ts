import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';
import { createAdmin, createEmployee, createEmployer, createEmployerProfile } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { mailsTo, noticesOf } from '../../../test/support/job-fair-notices.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);

const statusOf = async (registrationId: number) =>
  (
    await t.db
      .select({ status: jobFairRegistrations.status })
      .from(jobFairRegistrations)
      .where(eq(jobFairRegistrations.id, registrationId))
  )[0]?.status;

/** A full fair of one seat: a job seeker holding it and another first in line. */
async function fullFair(title: string) {
  const employer = await createEmployer(t);
  await createEmployerProfile(t, employer.id, 'Kalinga Health Services');
  const fairId = await insertFair(t, employer.id, { title, date: manilaDay(t, 5), capacity: 1 });
  const holder = await createEmployee(t);
  const next = await createEmployee(t);
  await insertRegistration(t, fairId, holder.id, {
    status: 'registered',
    registeredAt: new Date(t.clock.now().getTime() - 60_000),
  });
  const waiting = await insertRegistration(t, fairId, next.id, { status: 'waitlisted' });
  return { employer, fairId, holder, next, waiting };
}

describe('a job seeker holding a seat leaves the platform', () => {
  it('deleting their own account gives the seat to the first in line, who is told', async () => {
    const { holder, next, waiting } = await fullFair('Davao Health Careers Fair');
    const response = await t.request({ method: 'DELETE', url: '/api/delete-account/', token: holder.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(waiting.id)).toBe('registered');
    await t.jobs.drain();
    const notices = await noticesOf(t, next.id, 'You have a place at a job fair');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.action).toContain('Davao Health Careers Fair');
    expect(mailsTo(t, next.email)).not.toHaveLength(0);
  });

  it("an admin's deletion of the account does the same", async () => {
    const { holder, next, waiting } = await fullFair('Cebu Health Careers Fair');
    const admin = await createAdmin(t);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-user/${holder.id}/`,
      token: admin.token,
      payload: { reason: 'Duplicate account' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(waiting.id)).toBe('registered');
    await t.jobs.drain();
    expect(await noticesOf(t, next.id, 'You have a place at a job fair')).toHaveLength(1);
  });
});

describe('an employer deletes their account', () => {
  it('their fairs go with it, and everyone registered or waiting is told each fair is cancelled', async () => {
    const { employer, fairId, holder, next } = await fullFair('Manila Inclusive Hiring Day');
    const response = await t.request({ method: 'DELETE', url: '/api/delete-emp-account/', token: employer.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(jobFairs).where(eq(jobFairs.id, fairId))).toHaveLength(0);
    await t.jobs.drain();
    for (const person of [holder, next]) {
      const notices = await noticesOf(t, person.id, 'A job fair was cancelled');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.action).toContain('Kalinga Health Services cancelled Manila Inclusive Hiring Day');
      expect(mailsTo(t, person.email).some((mail) => mail.subject.includes('Manila Inclusive Hiring Day'))).toBe(true);
    }
  });

  it('says nothing about a fair that has already ended', async () => {
    const employer = await createEmployer(t);
    const fairId = await insertFair(t, employer.id, { title: 'Last Year Fair', date: manilaDay(t, -30) });
    const attendee = await createEmployee(t);
    await insertRegistration(t, fairId, attendee.id);
    const response = await t.request({ method: 'DELETE', url: '/api/delete-emp-account/', token: employer.token });
    expect(response.statusCode, response.body).toBe(200);
    await t.jobs.drain();
    expect(await noticesOf(t, attendee.id, 'A job fair was cancelled')).toHaveLength(0);
  });
});
