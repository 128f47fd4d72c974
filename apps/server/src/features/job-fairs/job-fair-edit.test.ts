import { JOB_FAIR_MESSAGES, manilaInstant, type JobFairJob } from '@kakayahan/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createEmployee, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { jobFairCalls, jobFairPeople } from '../../../test/support/job-fair-api.js';
import { eventsOfFair } from '../../../test/support/job-fair-events.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

vi.mock('../event-subscribers.js', async (importOriginal) => {
  const { withJobFairEventRecorder } = await import('../../../test/support/job-fair-events.js');
  return withJobFairEventRecorder(await importOriginal());
});

const t = await appForThisFile();
pinClockToManilaNoon(t);
const HOUR = 60 * 60 * 1000;

const people = await jobFairPeople(t);
const { owner, payroll, other, seeker } = people;
const { fairBody, call, update, fairRow, statusOf, ownersFair } = jobFairCalls(t, people);

describe('PUT /api/jobfairs/{id}/', () => {
  it('changes the fair and replaces its jobs; the edit form then starts with the new ones ticked', async () => {
    const fair = await ownersFair();
    const response = await update(fair.id, fairBody({ title: 'Cebu Hiring Day', jobs: [payroll.id], capacity: null }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.updated,
      job_fair: { id: fair.id, title: 'Cebu Hiring Day', jobs: [payroll.id], jobs_count: 1, capacity: null },
    });
    const jobs = await call('GET', `/api/jobfairs/${fair.id}/employer/jobs/`, owner.employer.token);
    expect(jobs.json<(JobFairJob & { selected: boolean })[]>().map((job) => [job.id, job.selected])).toEqual(
      expect.arrayContaining([
        [payroll.id, true],
        [owner.job.id, false],
      ]),
    );
    // Nothing about when or where changed: no one to tell, no reminders to move.
    expect(eventsOfFair('jobfair.changed', fair.id)).toEqual([]);
    expect(eventsOfFair('jobfair.scheduled', fair.id)).toEqual([]);
  });

  it('answers 403 to another employer and 404 for an unknown fair, changing nothing', async () => {
    const fair = await ownersFair();
    const refused = await update(
      fair.id,
      fairBody({ title: 'Taken over', jobs: [other.job.id] }),
      other.employer.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
    expect((await fairRow(fair.id))?.title).toBe('Cebu Inclusive Hiring Day');
    const unknown = await update(2_000_000_000, fairBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
    expect((await update(fair.id, fairBody(), seeker.token)).statusCode).toBe(403);
  });

  it('refuses moving a fair into the past, but keeps a past fair editable on its own date', async () => {
    const fair = await ownersFair();
    const moved = await update(fair.id, fairBody({ date: manilaDay(t, -1) }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ error: JOB_FAIR_MESSAGES.pastDate });
    const past = await insertFair(t, owner.employer.id, { date: manilaDay(t, -3), jobs: [owner.job.id] });
    const typoFixed = await update(
      past,
      fairBody({ date: manilaDay(t, -3), start_time: '09:00', end_time: '17:00', title: 'Spelled right' }),
    );
    expect(typoFixed.statusCode, typoFixed.body).toBe(200);
    expect(typoFixed.json()).toMatchObject({ job_fair: { title: 'Spelled right', has_ended: true } });
  });

  it('refuses a capacity below the seats already taken (409)', async () => {
    const fair = await ownersFair({ capacity: 5 });
    for (let i = 0; i < 3; i += 1) await insertRegistration(t, fair.id, (await createEmployee(t)).id);
    const response = await update(fair.id, fairBody({ capacity: 2 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.capacityBelowRegistered(3) });
    expect((await fairRow(fair.id))?.capacity).toBe(5);
    expect((await update(fair.id, fairBody({ capacity: 3 }))).statusCode).toBe(200);
  });

  it('gives new seats to the waiting list in order when the capacity rises, and tells each person', async () => {
    const fair = await ownersFair({ capacity: 1 });
    const at = (hoursAgo: number) => new Date(t.clock.now().getTime() - hoursAgo * HOUR);
    const seated = await insertRegistration(t, fair.id, (await createEmployee(t)).id, { registeredAt: at(5) });
    const people: TestUser[] = [];
    for (let i = 0; i < 3; i += 1) people.push(await createEmployee(t, { firstName: `Person${i}` }));
    const [late, earliest, middle] = people as [TestUser, TestUser, TestUser];
    // Inserted (id order) late, earliest, middle; the line goes by registration time: earliest, middle, late.
    const latePlace = await insertRegistration(t, fair.id, late.id, { status: 'waitlisted', registeredAt: at(2) });
    const earliestPlace = await insertRegistration(t, fair.id, earliest.id, {
      status: 'waitlisted',
      registeredAt: at(4),
    });
    const middlePlace = await insertRegistration(t, fair.id, middle.id, { status: 'waitlisted', registeredAt: at(3) });

    const raised = await update(fair.id, fairBody({ capacity: 3 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ job_fair: { registrations_count: 3, waitlist_count: 1, seats_left: 0 } });
    expect(await statusOf(seated.id)).toBe('registered');
    expect(await statusOf(earliestPlace.id)).toBe('registered');
    expect(await statusOf(middlePlace.id)).toBe('registered');
    expect(await statusOf(latePlace.id)).toBe('waitlisted');
    // Each promotion is its own event (delivered in any order).
    const promoted = eventsOfFair('jobfair.promoted', fair.id);
    expect(promoted.map((event) => event.registrationId).sort((a, b) => a - b)).toEqual(
      [earliestPlace.id, middlePlace.id].sort((a, b) => a - b),
    );
    expect(promoted.find((event) => event.registrationId === earliestPlace.id)).toEqual({
      fairId: fair.id,
      title: 'Cebu Inclusive Hiring Day',
      employerName: 'Malasakit Care',
      date: manilaDay(t, 10),
      startTime: '09:00',
      endTime: '16:00',
      registrationId: earliestPlace.id,
      registrant: { userId: earliest.id, email: earliest.email, name: 'Person1 Employee' },
    });

    const unlimited = await update(fair.id, fairBody({ capacity: null }));
    expect(unlimited.json()).toMatchObject({ job_fair: { registrations_count: 4, waitlist_count: 0 } });
    expect(await statusOf(latePlace.id)).toBe('registered');
  });

  it('tells everyone holding a place when the time or place changes, and moves the reminders', async () => {
    const fair = await ownersFair();
    const holder = await createEmployee(t);
    const waiting = await createEmployee(t);
    const gone = await createEmployee(t);
    await insertRegistration(t, fair.id, holder.id);
    await insertRegistration(t, fair.id, waiting.id, { status: 'waitlisted' });
    await insertRegistration(t, fair.id, gone.id, { status: 'cancelled' });

    const venueOnly = await update(fair.id, fairBody({ venue: 'SM Seaside City Cebu' }));
    expect(venueOnly.statusCode).toBe(200);
    expect(eventsOfFair('jobfair.changed', fair.id)).toHaveLength(1);
    // The start did not move, so the reminders stay as they are.
    expect(eventsOfFair('jobfair.scheduled', fair.id)).toEqual([]);

    const later = await update(
      fair.id,
      fairBody({ venue: 'SM Seaside City Cebu', date: manilaDay(t, 12), start_time: '10:00' }),
    );
    expect(later.statusCode).toBe(200);
    const changed = eventsOfFair('jobfair.changed', fair.id);
    expect(changed).toHaveLength(2);
    expect(changed[1]).toMatchObject({ date: manilaDay(t, 12), startTime: '10:00', endTime: '16:00' });
    expect(changed[1]?.registrants.map((person) => person.userId).sort()).toEqual([holder.id, waiting.id].sort());
    expect(eventsOfFair('jobfair.scheduled', fair.id).at(-1)).toEqual({
      fairId: fair.id,
      startsAt: manilaInstant(manilaDay(t, 12), '10:00').toISOString(),
    });

    // A new description changes nothing people plan around.
    await update(
      fair.id,
      fairBody({
        venue: 'SM Seaside City Cebu',
        date: manilaDay(t, 12),
        start_time: '10:00',
        description: 'New words.',
      }),
    );
    expect(eventsOfFair('jobfair.changed', fair.id)).toHaveLength(2);
  });
});
