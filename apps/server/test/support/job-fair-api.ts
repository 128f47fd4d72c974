import { manilaInstant, type JobFair } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobFairJobs, jobFairRegistrations, jobFairs } from '../../src/db/schema-job-fairs.js';
import { createAdmin, createJob } from '../factories.js';
import type { TestApp } from '../test-app.js';
import { createEmployerWithJob, createJobSeeker } from './applications.js';
import { manilaDay } from './job-fairs.js';

/** The people of the job-fair API tests: an employer with two jobs, another employer, a job seeker, an admin. */
export async function jobFairPeople(t: TestApp) {
  const owner = await createEmployerWithJob(t, { company: 'Malasakit Care', title: 'Chat Support Representative' });
  const payroll = await createJob(t, owner.employer.id, { title: 'Payroll Associate', location: 'Cebu City' });
  const other = await createEmployerWithJob(t, { company: 'Bayanihan Tech', title: 'Web Developer' });
  return { owner, payroll, other, seeker: await createJobSeeker(t), admin: await createAdmin(t) };
}
export type JobFairPeople = Awaited<ReturnType<typeof jobFairPeople>>;

/** The calls and rows the job-fair API tests use, acting as the owner of `people` unless told otherwise. */
export function jobFairCalls(t: TestApp, { owner, payroll }: JobFairPeople) {
  /** A valid create/edit payload of the owner: ten days from today, on site, two of their jobs. */
  const fairBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Cebu Inclusive Hiring Day',
    description: 'Interviews on the spot, in a quiet booth.',
    date: manilaDay(t, 10),
    start_time: '09:00',
    end_time: '16:00',
    format: 'onsite',
    venue: 'Activity Center, Ayala Center Cebu, Cebu City',
    online_url: '',
    email: 'careers@malasakit.test',
    contact_number: '+63 32 555 0142',
    capacity: 60,
    accessibility: ['quiet_room', 'step_free_entrance'],
    jobs: [owner.job.id, payroll.id],
    ...overrides,
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Calls the API and then runs what the call queued (its events), so they can be read afterwards. */
  async function call(method: Method, url: string, token?: string, payload?: object) {
    const response = await t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
    await t.jobs.drain();
    return response;
  }
  const create = (payload: object, token = owner.employer.token) => call('POST', '/api/jobfairs/', token, payload);
  const update = (id: number, payload: object, token = owner.employer.token) =>
    call('PUT', `/api/jobfairs/${id}/`, token, payload);
  const fairRow = async (id: number) => (await t.db.select().from(jobFairs).where(eq(jobFairs.id, id)))[0];
  const statusOf = async (registrationId: number) =>
    (await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.id, registrationId)))[0]?.status;

  /** Creates a fair through the API and answers it as its employer saw it. */
  async function createdFair(overrides: Record<string, unknown> = {}, token = owner.employer.token): Promise<JobFair> {
    const response = await create(fairBody(overrides), token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ job_fair: JobFair }>().job_fair;
  }

  /**
   * The owner's fair exactly as `fairBody()` would create it, inserted straight into the database: the
   * tests of other calls need many fairs, more than the create call's rate limit lets one employer make.
   */
  async function ownersFair(values: Partial<typeof jobFairs.$inferInsert> = {}, jobIds = [owner.job.id, payroll.id]) {
    const date = manilaDay(t, 10);
    const [row] = await t.db
      .insert(jobFairs)
      .values({
        employerId: owner.employer.id,
        title: 'Cebu Inclusive Hiring Day',
        description: 'Interviews on the spot, in a quiet booth.',
        startsAt: manilaInstant(date, '09:00'),
        endsAt: manilaInstant(date, '16:00'),
        venue: 'Activity Center, Ayala Center Cebu, Cebu City',
        contactEmail: 'careers@malasakit.test',
        contactPhone: '+63 32 555 0142',
        capacity: 60,
        accessibility: ['step_free_entrance', 'quiet_room'],
        ...values,
      })
      .returning({ id: jobFairs.id });
    if (!row) throw new Error('fair not created');
    await t.db.insert(jobFairJobs).values(jobIds.map((jobId) => ({ jobFairId: row.id, jobId })));
    return { id: row.id };
  }

  return { fairBody, call, create, update, fairRow, statusOf, createdFair, ownersFair };
}
