import { JOB_FAIR_MESSAGES, type JobFairRegistration } from '@kakayahan/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobFairRegistrations } from '../../db/schema-job-fairs.js';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { timeTravel } from '../../../test/support/time-travel.js';
import { createEmployerWithJob } from '../../../test/support/applications.js';
import { eventsOfFair } from '../../../test/support/job-fair-events.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

vi.mock('../event-subscribers.js', async (importOriginal) => {
  const { withJobFairEventRecorder } = await import('../../../test/support/job-fair-events.js');
  return withJobFairEventRecorder(await importOriginal());
});

const t = await appForThisFile();
pinClockToManilaNoon(t);
const travel = timeTravel(() => t);
const HOUR = 60 * 60 * 1000;

const owner = await createEmployerWithJob(t, { company: 'Malasakit Care', title: 'Chat Support Representative' });
const otherEmployer = await createEmployer(t);
const admin = await createAdmin(t);

/** An upcoming fair of the owner (in `days` days, 09:00–17:00 Manila), hybrid with an online link. */
const upcomingFair = (options: { days?: number; capacity?: number | null } = {}) =>
  insertFair(t, owner.employer.id, {
    date: manilaDay(t, options.days ?? 5),
    format: 'hybrid',
    onlineUrl: 'https://meet.test/malasakit',
    capacity: options.capacity ?? null,
    jobs: [owner.job.id],
  });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Calls the API and then runs what the call queued (its events), so they can be read afterwards. */
async function call(method: Method, url: string, token?: string, payload?: object) {
  const response = await t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  await t.jobs.drain();
  return response;
}
const register = (fairId: number, person: TestUser, extra: object = {}) =>
  call('POST', '/api/jobfair-registrations/', person.token, { job_fair: fairId, ...extra });
const registered = async (fairId: number, person: TestUser, extra: object = {}) => {
  const response = await register(fairId, person, extra);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: string; registration: JobFairRegistration }>();
};
const myRegistrations = async (person: TestUser) =>
  (await call('GET', '/api/jobfair-registrations/', person.token)).json<JobFairRegistration[]>();
const rowOf = async (id: number) =>
  (await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.id, id)))[0];

describe('POST /api/jobfair-registrations/', () => {
  it('registers the signed-in job seeker with their accommodations, a check-in code and a calendar link', async () => {
    const fairId = await upcomingFair();
    const seeker = await createEmployee(t, { firstName: 'Maria', lastName: 'Santos' });
    const someoneElse = await createEmployee(t);
    const before = t.clock.now().getTime();
    const { message, registration } = await registered(fairId, seeker, {
      // The original client sends `user`; the registrant is the signed-in person whatever it says.
      user: someoneElse.id,
      accommodations: ['quiet_room', 'step_free_entrance'],
      accommodation_note: 'I use a wheelchair; please keep the aisle clear.',
    });
    expect(message).toBe(JOB_FAIR_MESSAGES.registered);
    expect(registration).toMatchObject({
      job_fair: fairId,
      user: seeker.id,
      status: 'registered',
      waitlist_position: null,
      application_status: 'Pending',
      decision_note: '',
      accommodations: ['step_free_entrance', 'quiet_room'],
      accommodation_note: 'I use a wheelchair; please keep the aisle clear.',
      checked_in_at: null,
      job_fair_detail: {
        id: fairId,
        registrations_count: 1,
        my_registration: { id: registration.id, status: 'registered' },
        online_url: 'https://meet.test/malasakit',
      },
    });
    const registeredAt = Date.parse(registration.registered_at);
    expect(registeredAt).toBeGreaterThanOrEqual(before);
    expect(registeredAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(registration.check_in_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/u);
    expect(registration.calendar_url).toMatch(
      new RegExp(
        `^/api/jobfairs/${fairId}/calendar\\.ics\\?registration=${registration.id}&expires=\\d+&signature=`,
        'u',
      ),
    );
    expect(await rowOf(registration.id)).toMatchObject({ userId: seeker.id, checkInCode: registration.check_in_code });
    const [place] = await t.db
      .select()
      .from(jobFairRegistrations)
      .where(and(eq(jobFairRegistrations.jobFairId, fairId), eq(jobFairRegistrations.userId, someoneElse.id)));
    expect(place).toBeUndefined();
    expect(eventsOfFair('jobfair.registered', fairId)).toEqual([
      {
        fairId,
        title: 'Inclusive Hiring Day',
        employerName: 'Malasakit Care',
        date: manilaDay(t, 5),
        startTime: '09:00',
        endTime: '17:00',
        registrationId: registration.id,
        registrant: { userId: seeker.id, email: seeker.email, name: 'Maria Santos' },
        status: 'registered',
        checkInCode: registration.check_in_code,
        employerId: owner.employer.id,
      },
    ]);
  });

  it('answers 409 to a second registration for the same fair, keeping the first', async () => {
    const fairId = await upcomingFair();
    const seeker = await createEmployee(t);
    const first = await registered(fairId, seeker);
    for (const status of ['registered', 'waitlisted'] as const) {
      await t.db.update(jobFairRegistrations).set({ status }).where(eq(jobFairRegistrations.id, first.registration.id));
      const again = await register(fairId, seeker, { accommodations: ['elevator'] });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: JOB_FAIR_MESSAGES.alreadyRegistered });
    }
    expect((await rowOf(first.registration.id))?.accommodations).toEqual([]);
    expect(eventsOfFair('jobfair.registered', fairId)).toHaveLength(1);
  });

  it('refuses employers, admins, job seekers still waiting for approval and visitors', async () => {
    const fairId = await upcomingFair();
    const pending = await createEmployee(t, { approved: false });
    for (const token of [owner.employer.token, otherEmployer.token, admin.token, pending.token]) {
      const response = await call('POST', '/api/jobfair-registrations/', token, { job_fair: fairId });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: string }>().error.length).toBeGreaterThan(10);
    }
    expect((await call('POST', '/api/jobfair-registrations/', undefined, { job_fair: fairId })).statusCode).toBe(401);
    expect(await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.jobFairId, fairId))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown fair and 400 without one', async () => {
    const seeker = await createEmployee(t);
    const unknown = await register(2_000_000_000, seeker);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
    const missing = await call('POST', '/api/jobfair-registrations/', seeker.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toMatch(/^The id must be a number/u);
  });

  it('refuses a fair that has ended (409), but registers until its end, even once it has started', async () => {
    const seeker = await createEmployee(t);
    const ended = await insertFair(t, owner.employer.id, { start: '08:00', end: '11:00' });
    const response = await register(ended, seeker);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.ended });
    // The clock is at noon: this one started at 10:00 and runs until 15:00.
    const running = await insertFair(t, owner.employer.id, { start: '10:00', end: '15:00' });
    expect((await register(running, seeker)).statusCode).toBe(201);
  });

  it('puts people on the waiting list once the seats are taken, with their place in line', async () => {
    const fairId = await upcomingFair({ capacity: 1 });
    const [first, second, third] = [await createEmployee(t), await createEmployee(t), await createEmployee(t)];
    expect((await registered(fairId, first)).registration.status).toBe('registered');
    const secondAnswer = await registered(fairId, second);
    expect(secondAnswer.message).toBe(JOB_FAIR_MESSAGES.waitlisted);
    expect(secondAnswer.registration).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
      job_fair_detail: { my_registration: { status: 'waitlisted' }, online_url: null, seats_left: 0 },
    });
    expect((await registered(fairId, third)).registration).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    expect(eventsOfFair('jobfair.registered', fairId).map((event) => event.status)).toEqual([
      'registered',
      'waitlisted',
      'waitlisted',
    ]);
  });

  it('gives exactly ten seats to twenty people registering at once for ten, the rest wait in line', async () => {
    const fairId = await upcomingFair({ capacity: 10 });
    const people: TestUser[] = [];
    for (let i = 0; i < 20; i += 1) people.push(await createEmployee(t));
    const answers = await Promise.all(people.map((person) => register(fairId, person)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    await t.jobs.drain();
    const rows = await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.jobFairId, fairId));
    expect(rows.filter((row) => row.status === 'registered')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(10);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(20);
    expect(new Set(rows.map((row) => row.checkInCode)).size).toBe(20);
    const positions = answers
      .map((answer) => answer.json<{ registration: JobFairRegistration }>().registration)
      .filter((registration) => registration.status === 'waitlisted')
      .map((registration) => registration.waitlist_position);
    expect(positions.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const fair = (await call('GET', `/api/jobfairs/${fairId}/`)).json<{ registrations_count: number }>();
    expect(fair).toMatchObject({ registrations_count: 10, waitlist_count: 10, seats_left: 0 });
  });

  it('revives a cancelled registration at the back of the line, keeping its check-in code', async () => {
    const fairId = await upcomingFair({ capacity: 1 });
    const [leaver, taker] = [await createEmployee(t), await createEmployee(t)];
    const first = await registered(fairId, leaver);
    expect(
      (await call('DELETE', `/api/jobfair-registrations/${first.registration.id}/`, leaver.token)).statusCode,
    ).toBe(200);
    expect((await registered(fairId, taker)).registration.status).toBe('registered');
    travel(60_000);
    const back = await registered(fairId, leaver, { accommodations: ['elevator'] });
    expect(back.message).toBe(JOB_FAIR_MESSAGES.waitlisted);
    expect(back.registration).toMatchObject({
      id: first.registration.id,
      status: 'waitlisted',
      waitlist_position: 1,
      check_in_code: first.registration.check_in_code,
      accommodations: ['elevator'],
    });
    // Back of the line: a new registration time, after the person who took the seat meanwhile.
    expect(Date.parse(back.registration.registered_at)).toBeGreaterThan(
      Date.parse(first.registration.registered_at) + 59_000,
    );
  });

  it('limits how often one person registers in ten minutes', async () => {
    const seeker = await createEmployee(t);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await register(2_000_000_000, seeker)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another person is not held back.
    expect((await register(2_000_000_000, await createEmployee(t))).statusCode).toBe(404);
  });
});

describe('GET /api/jobfair-registrations/', () => {
  it('lists only the caller’s own registrations, cancelled too, soonest fair first', async () => {
    const later = await upcomingFair({ days: 9 });
    const sooner = await upcomingFair({ days: 2 });
    const full = await upcomingFair({ days: 4, capacity: 1 });
    const seeker = await createEmployee(t);
    const stranger = await createEmployee(t);
    await insertRegistration(t, full, stranger.id);
    await insertRegistration(t, later, stranger.id, { accommodations: ['quiet_room'] });
    const laterPlace = await registered(later, seeker, { accommodations: ['live_captions'] });
    const waiting = await registered(full, seeker);
    const soonerPlace = await registered(sooner, seeker);
    await call('DELETE', `/api/jobfair-registrations/${soonerPlace.registration.id}/`, seeker.token);

    const mine = await myRegistrations(seeker);
    expect(
      mine.map((registration) => [registration.job_fair, registration.status, registration.waitlist_position]),
    ).toEqual([
      [sooner, 'cancelled', null],
      [full, 'waitlisted', 1],
      [later, 'registered', null],
    ]);
    expect(mine.every((registration) => registration.user === seeker.id)).toBe(true);
    expect(mine[0]?.job_fair_detail).toMatchObject({ id: sooner, my_registration: null, online_url: null });
    expect(mine[2]).toMatchObject({ id: laterPlace.registration.id, accommodations: ['live_captions'] });
    expect(mine[2]?.job_fair_detail).toMatchObject({ online_url: 'https://meet.test/malasakit' });
    expect(mine[1]?.id).toBe(waiting.registration.id);
    expect(await myRegistrations(await createEmployee(t))).toEqual([]);
  });

  it('carries no ID number, disability, card or résumé', async () => {
    const seeker = await createEmployee(t, { idNumber: '1374017777666655', disability: 'Deaf or Hard of Hearing' });
    await registered(await upcomingFair(), seeker);
    const body = (await call('GET', '/api/jobfair-registrations/', seeker.token)).body;
    expect(body).not.toContain('1374017777666655');
    expect(body).not.toContain('Hard of Hearing');
    expect(body).not.toMatch(/resume|pwd_card|id_number|"disability/iu);
  });

  it('is for job seekers only', async () => {
    expect((await call('GET', '/api/jobfair-registrations/', owner.employer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/jobfair-registrations/')).statusCode).toBe(401);
  });
});

describe('PUT /api/jobfair-registrations/{id}/', () => {
  it('changes the accommodations of one’s own registration until the fair starts', async () => {
    const fairId = await upcomingFair({ days: 1 });
    const seeker = await createEmployee(t);
    const { registration } = await registered(fairId, seeker, { accommodations: ['elevator'] });
    const url = `/api/jobfair-registrations/${registration.id}/`;
    const changed = await call('PUT', url, seeker.token, {
      accommodations: ['sign_language_interpreter'],
      accommodation_note: 'FSL, please.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.registrationUpdated,
      registration: {
        id: registration.id,
        accommodations: ['sign_language_interpreter'],
        accommodation_note: 'FSL, please.',
      },
    });
    expect(await rowOf(registration.id)).toMatchObject({ accommodations: ['sign_language_interpreter'] });

    // 09:00 tomorrow in Manila is 21 hours after noon today.
    travel(21 * HOUR);
    const late = await call('PUT', url, seeker.token, { accommodations: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: JOB_FAIR_MESSAGES.started });
    expect((await rowOf(registration.id))?.accommodations).toEqual(['sign_language_interpreter']);
  });

  it('answers 404 for someone else’s registration and 409 for a cancelled one', async () => {
    const fairId = await upcomingFair();
    const [seeker, stranger] = [await createEmployee(t), await createEmployee(t)];
    const { registration } = await registered(fairId, seeker, { accommodations: ['elevator'] });
    const url = `/api/jobfair-registrations/${registration.id}/`;
    const refused = await call('PUT', url, stranger.token, { accommodations: [] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.registrationNotFound });
    expect((await rowOf(registration.id))?.accommodations).toEqual(['elevator']);
    await call('DELETE', url, seeker.token);
    const cancelled = await call('PUT', url, seeker.token, { accommodations: [] });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ error: JOB_FAIR_MESSAGES.notRegistered });
  });
});

describe('DELETE /api/jobfair-registrations/{id}/', () => {
  it('cancels one’s own place and gives the seat to the first in line, who is told', async () => {
    const fairId = await upcomingFair({ capacity: 1 });
    const people = [await createEmployee(t), await createEmployee(t), await createEmployee(t)];
    const [holder, next, after] = people as [TestUser, TestUser, TestUser];
    const seat = (await registered(fairId, holder)).registration;
    const nextPlace = (await registered(fairId, next)).registration;
    travel(1000);
    const afterPlace = (await registered(fairId, after)).registration;

    const response = await call('DELETE', `/api/jobfair-registrations/${seat.id}/`, holder.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: JOB_FAIR_MESSAGES.registrationCancelled });
    expect((await rowOf(seat.id))?.status).toBe('cancelled');
    expect((await rowOf(nextPlace.id))?.status).toBe('registered');
    expect((await rowOf(afterPlace.id))?.status).toBe('waitlisted');
    expect(eventsOfFair('jobfair.promoted', fairId)).toEqual([
      expect.objectContaining({
        registrationId: nextPlace.id,
        registrant: { userId: next.id, email: next.email, name: 'Test Employee' },
      }),
    ]);
    expect((await myRegistrations(after))[0]).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    // Cancelling again changes nothing and promotes nobody else.
    expect((await call('DELETE', `/api/jobfair-registrations/${seat.id}/`, holder.token)).statusCode).toBe(200);
    expect((await rowOf(afterPlace.id))?.status).toBe('waitlisted');
  });

  it('promotes nobody when someone on the waiting list cancels', async () => {
    const fairId = await upcomingFair({ capacity: 1 });
    const [holder, waiting, next] = [await createEmployee(t), await createEmployee(t), await createEmployee(t)];
    await registered(fairId, holder);
    const waitingPlace = (await registered(fairId, waiting)).registration;
    const nextPlace = (await registered(fairId, next)).registration;
    await call('DELETE', `/api/jobfair-registrations/${waitingPlace.id}/`, waiting.token);
    expect((await rowOf(nextPlace.id))?.status).toBe('waitlisted');
    expect(eventsOfFair('jobfair.promoted', fairId)).toEqual([]);
    expect((await myRegistrations(next))[0]).toMatchObject({ waitlist_position: 1 });
  });

  it('answers 404 for someone else’s registration and 409 once the fair has started', async () => {
    const fairId = await upcomingFair({ days: 1 });
    const [seeker, stranger] = [await createEmployee(t), await createEmployee(t)];
    const { registration } = await registered(fairId, seeker);
    const url = `/api/jobfair-registrations/${registration.id}/`;
    const refused = await call('DELETE', url, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.registrationNotFound });
    expect((await call('DELETE', '/api/jobfair-registrations/2000000000/', seeker.token)).statusCode).toBe(404);
    travel(22 * HOUR);
    const late = await call('DELETE', url, seeker.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: JOB_FAIR_MESSAGES.started });
    expect((await rowOf(registration.id))?.status).toBe('registered');
  });
});
