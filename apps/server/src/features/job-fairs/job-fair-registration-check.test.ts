import { JOB_FAIR_MESSAGES } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createEmployerWithJob } from '../../../test/support/applications.js';
import { insertFair, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);

const owner = await createEmployerWithJob(t, { company: 'Malasakit Care', title: 'Chat Support Representative' });
const otherEmployer = await createEmployer(t);
const admin = await createAdmin(t);
const upcomingFair = () => insertFair(t, owner.employer.id, { date: manilaDay(t, 5), jobs: [owner.job.id] });

/** Calls the API as `token` (none: anonymous) and runs what the call queued. */
async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  const response = await t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  await t.jobs.drain();
  return response;
}
const registered = async (fairId: number, person: TestUser) => {
  const response = await call('POST', '/api/jobfair-registrations/', person.token, { job_fair: fairId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ registration: { id: number } }>();
};

describe('GET /api/registered-users-jobfair/', () => {
  const check = (fairId: number, userId: number, token?: string) =>
    call('GET', `/api/registered-users-jobfair/?job_fair_id=${fairId}&user=${userId}`, token);

  it('answers a job seeker about themselves', async () => {
    const fairId = await upcomingFair();
    const seeker = await createEmployee(t);
    expect((await check(fairId, seeker.id, seeker.token)).json()).toEqual({
      job_fair_id: fairId,
      user: seeker.id,
      is_registered: false,
      status: null,
      registration_id: null,
    });
    const { registration } = await registered(fairId, seeker);
    expect((await check(fairId, seeker.id, seeker.token)).json()).toEqual({
      job_fair_id: fairId,
      user: seeker.id,
      is_registered: true,
      status: 'registered',
      registration_id: registration.id,
    });
    await call('DELETE', `/api/jobfair-registrations/${registration.id}/`, seeker.token);
    expect((await check(fairId, seeker.id, seeker.token)).json()).toMatchObject({
      is_registered: false,
      status: 'cancelled',
    });
  });

  it('answers the fair’s employer about anyone, and nobody else about someone else', async () => {
    const fairId = await upcomingFair();
    const [seeker, stranger] = [await createEmployee(t), await createEmployee(t)];
    await registered(fairId, seeker);
    expect((await check(fairId, seeker.id, owner.employer.token)).json()).toMatchObject({
      is_registered: true,
      status: 'registered',
    });
    for (const token of [stranger.token, otherEmployer.token, admin.token]) {
      const refused = await check(fairId, seeker.id, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.notForYou });
    }
    expect((await check(fairId, seeker.id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown fair and 400 for a missing person', async () => {
    const seeker = await createEmployee(t);
    const unknown = await check(2_000_000_000, seeker.id, seeker.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
    const bad = await call('GET', `/api/registered-users-jobfair/?job_fair_id=1`, seeker.token);
    expect(bad.statusCode).toBe(400);
  });
});
