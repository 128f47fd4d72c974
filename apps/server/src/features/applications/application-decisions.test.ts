import { APPLICATION_MESSAGES } from '@kakayahan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createEmployer } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  apply,
  applicationRow,
  createEmployerWithJob,
  createJobSeeker,
  notificationsOf,
  PDF_BYTES,
  resumePart,
  type EmployerWithJob,
} from '../../../test/support/applications.js';

let t: TestApp;
let posting: EmployerWithJob;
beforeAll(async () => {
  t = await createTestApp();
  posting = await createEmployerWithJob(t, { company: 'Liwanag Solar', title: 'Solar Panel Technician' });
});
afterAll(() => t.close());

/** A fresh job seeker with a pending application to the posting. */
async function pendingApplication() {
  const seeker = await createJobSeeker(t);
  const id = await apply(t, seeker, posting.job.id, [resumePart(PDF_BYTES)]);
  return { seeker, id };
}

/** Each call runs the jobs it queued afterwards (the applicant's notification and mail). */
const decide = async (id: number, action: 'approve' | 'decline', token: string, headers?: Record<string, string>) => {
  const url = `/api/applications/${id}/${action}/`;
  const response = await t.request({ method: 'POST', url, token, ...(headers ? { headers } : {}) });
  await t.jobs.drain();
  return response;
};
const remove = async (id: number, token: string) => {
  const response = await t.request({ method: 'DELETE', url: `/api/delete-application/${id}/`, token });
  await t.jobs.drain();
  return response;
};

describe('POST /api/applications/{id}/approve/ and /decline/', () => {
  it('approves: status and decision time stored, the applicant notified in the app and by e-mail', async () => {
    const { seeker, id } = await pendingApplication();
    const response = await decide(id, 'approve', posting.employer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: APPLICATION_MESSAGES.approved,
      application_id: id,
      application_status: 'Approved',
    });
    const row = await applicationRow(t, id);
    expect(row?.status).toBe('Approved');
    expect(row?.decidedAt).toBeInstanceOf(Date);

    const notifications = await notificationsOf(t, seeker.id);
    expect(notifications.at(-1)).toMatchObject({
      title: 'Application approved',
      action: 'Liwanag Solar approved your application for Solar Panel Technician.',
    });
    const [mail] = t.mailer.to(seeker.email);
    expect(mail?.subject).toBe('Your application for Solar Panel Technician was approved');
    expect(mail?.text).toContain('Liwanag Solar');
    expect(mail?.text).toContain('http://kakayahan.test/job-seeker/track-job');
  });

  it('declines, with the empty JSON body some clients send', async () => {
    const { seeker, id } = await pendingApplication();
    const response = await decide(id, 'decline', posting.employer.token, { 'content-type': 'application/json' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: APPLICATION_MESSAGES.declined, application_status: 'Declined' });
    expect((await applicationRow(t, id))?.status).toBe('Declined');
    expect((await notificationsOf(t, seeker.id)).at(-1)).toMatchObject({
      title: 'Application declined',
      action: 'Liwanag Solar declined your application for Solar Panel Technician.',
    });
    expect(t.mailer.to(seeker.email).at(-1)?.subject).toBe('Your application for Solar Panel Technician was declined');
  });

  it('still decides when the e-mail cannot be sent, and sends it on a later attempt', async () => {
    const { seeker, id } = await pendingApplication();
    t.mailer.failNext = true;
    const response = await decide(id, 'approve', posting.employer.token);
    expect(response.statusCode).toBe(200);
    expect((await applicationRow(t, id))?.status).toBe('Approved');
    expect(t.mailer.to(seeker.email)).toEqual([]);
    await t.jobs.drain({ includeDelayed: true });
    expect(t.mailer.to(seeker.email).map((mail) => mail.subject)).toEqual([
      'Your application for Solar Panel Technician was approved',
    ]);
  });

  it('answers 409 once the application is no longer pending, and keeps the first decision', async () => {
    const { id } = await pendingApplication();
    expect((await decide(id, 'approve', posting.employer.token)).statusCode).toBe(200);
    for (const action of ['approve', 'decline'] as const) {
      const again = await decide(id, action, posting.employer.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: APPLICATION_MESSAGES.notPending });
    }
    expect((await remove(id, posting.employer.token)).statusCode).toBe(409);
    expect((await applicationRow(t, id))?.status).toBe('Approved');
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const { id } = await pendingApplication();
    const answers = await Promise.all([
      decide(id, 'approve', posting.employer.token),
      decide(id, 'decline', posting.employer.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 403 to another employer and leaves the application unchanged', async () => {
    const { seeker, id } = await pendingApplication();
    const other = await createEmployer(t);
    for (const response of [
      await decide(id, 'approve', other.token),
      await decide(id, 'decline', other.token),
      await remove(id, other.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: APPLICATION_MESSAGES.notOwner });
    }
    expect(await applicationRow(t, id)).toMatchObject({ status: 'Pending', decidedAt: null });
    expect(t.mailer.to(seeker.email)).toEqual([]);
  });

  it('answers 403 to the applicant and to an admin, 404 for an unknown application, 401 without a token', async () => {
    const { seeker, id } = await pendingApplication();
    const admin = await createAdmin(t);
    expect((await decide(id, 'approve', seeker.token)).statusCode).toBe(403);
    expect((await decide(id, 'approve', admin.token)).statusCode).toBe(403);
    const missing = await decide(999_999, 'approve', posting.employer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: APPLICATION_MESSAGES.notFound });
    expect((await t.request({ method: 'POST', url: `/api/applications/${id}/approve/` })).statusCode).toBe(401);
    expect((await applicationRow(t, id))?.status).toBe('Pending');
  });
});

describe('DELETE /api/delete-application/{application_id}/', () => {
  it('removes a pending application and its resume, and tells the applicant in the app and by e-mail', async () => {
    const { seeker, id } = await pendingApplication();
    const key = (await applicationRow(t, id))?.resumeKey ?? '';
    const response = await remove(id, posting.employer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: APPLICATION_MESSAGES.deleted });
    expect(await applicationRow(t, id)).toBeUndefined();
    expect(await t.files.get(key)).toBeNull();
    expect((await notificationsOf(t, seeker.id)).at(-1)).toMatchObject({
      title: 'Application not moving forward',
      action: 'Liwanag Solar is not moving forward with your application for Solar Panel Technician and removed it.',
    });
    const mail = t.mailer.to(seeker.email).at(-1);
    expect(mail?.subject).toBe('Your application for Solar Panel Technician');
    expect(mail?.text).toContain('not moving forward');
  });
});
