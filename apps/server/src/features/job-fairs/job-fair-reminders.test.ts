import { formatFairWhen, manilaInstant } from '@kakayahan/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  type TestUser,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { timeTravel } from '../../../test/support/time-travel.js';
import {
  anotherProcess,
  emitJobFairEvent,
  mailsTo,
  noticesOf,
  remindersSent,
} from '../../../test/support/job-fair-notices.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);
const travel = timeTravel(() => t);
const HOUR = 60 * 60 * 1000;
const REMINDER = 'Reminder:';

const employer = await createEmployer(t, { firstName: 'Liza', lastName: 'Santos' });
await createEmployerProfile(t, employer.id, 'Bayanihan Support Services');
const job = await createJob(t, employer.id, { title: 'Customer Support Associate' });

/** Closed after each test: processes a test starts besides the test app. */
const processes: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of processes.splice(0)) await app.close();
});

interface FairWithPeople {
  fairId: number;
  startsAt: Date;
  ana: TestUser;
  ben: TestUser;
  waiting: TestUser;
  cancelled: TestUser;
  codes: { ana: string; ben: string };
}

/** What the employer sends to create (POST) or change (PUT) the fair of these tests. */
function fairBody(options: Record<string, unknown> = {}) {
  return {
    title: 'Cebu Inclusive Job Fair',
    date: manilaDay(t, 3),
    start_time: '10:00',
    end_time: '17:00',
    format: 'onsite',
    venue: 'SMX Convention Center, Pasay City',
    email: 'jobs@example.com',
    contact_number: '+63 2 8123 4567',
    jobs: [job.id],
    ...options,
  };
}

/** The employer calls the API; then what the call queued (its events, not the delayed reminders) runs. */
async function asEmployer(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.request({ method, url, token: employer.token, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  await t.jobs.drain();
  return response;
}

/**
 * A fair created through the API (three days from now at 10:00 Manila unless `options` say otherwise),
 * which schedules its reminders, with two people holding a seat (Ana asked for an FSL interpreter and a
 * quiet room, with a note), one on the waiting list and one who cancelled.
 */
async function scheduledFair(options: Record<string, unknown> = {}): Promise<FairWithPeople> {
  const body = fairBody(options);
  const created = await asEmployer('POST', '/api/jobfairs/', body);
  const fairId = created.json<{ job_fair: { id: number } }>().job_fair.id;
  const startsAt = manilaInstant(body.date, body.start_time);
  const [ana, ben, waiting, cancelled] = await Promise.all(
    ['Ana', 'Ben', 'Carla', 'Dario'].map((firstName) => createEmployee(t, { firstName, lastName: 'Reyes' })),
  );
  if (!ana || !ben || !waiting || !cancelled) throw new Error('people not created');
  const anaPlace = await insertRegistration(t, fairId, ana.id, {
    accommodations: ['quiet_room', 'sign_language_interpreter'],
    accommodationNote: 'I am Deaf; please seat me near the interpreter.',
  });
  const benPlace = await insertRegistration(t, fairId, ben.id);
  await insertRegistration(t, fairId, waiting.id, { status: 'waitlisted' });
  await insertRegistration(t, fairId, cancelled.id, { status: 'cancelled' });
  return { fairId, startsAt, ana, ben, waiting, cancelled, codes: { ana: anaPlace.code, ben: benPlace.code } };
}

/** Moves the app's clock to `hours` before the fair's start. */
function travelTo(startsAt: Date, hoursBefore: number): void {
  travel(startsAt.getTime() - hoursBefore * HOUR - t.clock.now().getTime());
}

const sentFor = (startsAt: Date, ...kinds: string[]) => kinds.map((kind) => `${kind}@${startsAt.toISOString()}`);

describe('job fair reminders', () => {
  it('sends each person holding a seat one 24-hour and one 2-hour reminder, and nobody else', async () => {
    const fair = await scheduledFair();
    // Delayed jobs: nothing is due yet.
    expect(await t.jobs.drain()).toBe(0);
    expect(await remindersSent(t, fair.fairId)).toEqual([]);

    travelTo(fair.startsAt, 23);
    await t.jobs.drain({ includeDelayed: true });
    await t.jobs.drain({ includeDelayed: true });

    expect(await remindersSent(t, fair.fairId)).toEqual(sentFor(fair.startsAt, '24h', '2h'));
    for (const person of [fair.ana, fair.ben]) {
      const notices = await noticesOf(t, person.id, REMINDER);
      expect(notices.map((notice) => notice.title)).toEqual([
        'Reminder: Cebu Inclusive Job Fair is tomorrow',
        'Reminder: Cebu Inclusive Job Fair is tomorrow',
      ]);
      expect(mailsTo(t, person.email, REMINDER)).toHaveLength(2);
    }
    for (const person of [fair.waiting, fair.cancelled]) {
      expect(await noticesOf(t, person.id, REMINDER)).toEqual([]);
      expect(mailsTo(t, person.email, REMINDER)).toEqual([]);
    }
  });

  it("tells each person the fair's time, place and their own check-in code and accommodations", async () => {
    const fair = await scheduledFair();
    travelTo(fair.startsAt, 23);
    await t.jobs.drain({ includeDelayed: true });

    const when = formatFairWhen({ date: manilaDay(t, 1), start_time: '10:00', end_time: '17:00' });
    const [notice] = await noticesOf(t, fair.ana.id, REMINDER);
    expect(notice?.action).toBe(
      `${when}. At SMX Convention Center, Pasay City. Your check-in code is ${fair.codes.ana}.`,
    );
    const [anaMail] = mailsTo(t, fair.ana.email, REMINDER);
    expect(anaMail?.subject).toBe('Reminder: Cebu Inclusive Job Fair is tomorrow');
    expect(anaMail?.text).toContain('Hello Ana Reyes,');
    expect(anaMail?.text).toContain(`When: ${when}.`);
    expect(anaMail?.text).toContain('Where: SMX Convention Center, Pasay City.');
    expect(anaMail?.text).toContain(`(${fair.codes.ana})`);
    expect(anaMail?.text).toContain('You asked for: Filipino Sign Language (FSL) interpreter, Quiet room.');
    expect(anaMail?.text).toContain('What to bring:');
    expect(anaMail?.text).toContain('Questions about the fair? Contact Bayanihan Support Services at jobs@example.com');
    expect(anaMail?.text).toContain('See your job fairs: http://kakayahan.test/job-fairs');
    const [benMail] = mailsTo(t, fair.ben.email, REMINDER);
    expect(benMail?.text).toContain(`(${fair.codes.ben})`);
    expect(benMail?.text).not.toContain(fair.codes.ana);
    expect(benMail?.text).not.toContain('You asked for');
  });

  it('gives the online link to people holding a seat of an online fair', async () => {
    const fair = await scheduledFair({ format: 'online', venue: '', online_url: 'https://meet.example.com/cebu-fair' });
    travelTo(fair.startsAt, 23);
    await t.jobs.drain({ includeDelayed: true });

    const [mail] = mailsTo(t, fair.ben.email, REMINDER);
    expect(mail?.text).toContain('Join online with this link: https://meet.example.com/cebu-fair');
    expect(mail?.text).not.toContain('Where:');
    expect(mail?.text).toContain('To join online, have ready');
  });

  it('sends the employer a summary with each reminder: who is coming and which accommodations to prepare', async () => {
    const fair = await scheduledFair();
    const before = (await noticesOf(t, employer.id, REMINDER)).length;
    travelTo(fair.startsAt, 23);
    await t.jobs.drain({ includeDelayed: true });

    const notices = (await noticesOf(t, employer.id, REMINDER)).slice(before);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      title: 'Reminder: your job fair Cebu Inclusive Job Fair is tomorrow',
      action:
        '2 people registered, 1 person on the waiting list. 1 person asked for accommodations: ' +
        'Filipino Sign Language (FSL) interpreter (1), Quiet room (1). 1 note to read on the participants page.',
    });
    const mails = mailsTo(t, employer.email, 'Reminder: your job fair Cebu Inclusive Job Fair');
    const mail = mails.at(-1);
    expect(mail?.text).toContain('Hello Liza Santos,');
    expect(mail?.text).toContain('Please make sure these accommodations are ready.');
    expect(mail?.text).toContain(`See the participants: http://kakayahan.test/job-fairs/${fair.fairId}/applications`);
    // Counts only: no participant's name or note goes into the employer's mail.
    expect(mail?.text).not.toContain('Ana');
    expect(mail?.text).not.toContain('Deaf');
  });

  it('says when nobody asked for an accommodation', async () => {
    const body = fairBody({ title: 'Quiet Fair', date: manilaDay(t, 4) });
    await asEmployer('POST', '/api/jobfairs/', body);
    travelTo(manilaInstant(body.date, '10:00'), 23);
    await t.jobs.drain({ includeDelayed: true });

    const notices = await noticesOf(t, employer.id, 'Reminder: your job fair Quiet Fair');
    expect(notices.map((notice) => notice.action)).toEqual([
      '0 people registered, 0 people on the waiting list. Nobody asked for an accommodation.',
      '0 people registered, 0 people on the waiting list. Nobody asked for an accommodation.',
    ]);
  });

  it('sends a moved fair’s reminders for the new start only', async () => {
    const fair = await scheduledFair();
    // Moved from 10:00 to 16:00 the same day: the old start's reminders are still ahead when the new ones run.
    const newDate = manilaDay(t, 3);
    const newStart = manilaInstant(newDate, '16:00');
    await asEmployer('PUT', `/api/jobfairs/${fair.fairId}/`, fairBody({ start_time: '16:00', end_time: '18:00' }));

    travelTo(newStart, 23);
    await t.jobs.drain({ includeDelayed: true });

    expect(await remindersSent(t, fair.fairId)).toEqual(sentFor(newStart, '24h', '2h'));
    const notices = await noticesOf(t, fair.ana.id, REMINDER);
    expect(notices).toHaveLength(2);
    const when = formatFairWhen({ date: newDate, start_time: '16:00', end_time: '18:00' });
    for (const notice of notices) expect(notice.action).toContain(when);
  });

  it('sends nothing for a deleted fair', async () => {
    const fair = await scheduledFair();
    await asEmployer('DELETE', `/api/jobfairs/${fair.fairId}/`);
    travelTo(fair.startsAt, 23);
    await t.jobs.drain({ includeDelayed: true });

    for (const person of [fair.ana, fair.ben]) {
      expect(await noticesOf(t, person.id, REMINDER)).toEqual([]);
      expect(mailsTo(t, person.email, REMINDER)).toEqual([]);
    }
  });

  it('sends nothing once the fair has started', async () => {
    const fair = await scheduledFair();
    travelTo(fair.startsAt, -1);
    await t.jobs.drain({ includeDelayed: true });

    expect(await remindersSent(t, fair.fairId)).toEqual([]);
    expect(await noticesOf(t, fair.ana.id, REMINDER)).toEqual([]);
  });

  it('sends only the 2-hour reminder when both were held up until less than 2 hours before', async () => {
    const fair = await scheduledFair();
    travelTo(fair.startsAt, 1);
    await t.jobs.drain({ includeDelayed: true });

    expect(await remindersSent(t, fair.fairId)).toEqual(sentFor(fair.startsAt, '2h'));
    expect((await noticesOf(t, fair.ana.id, REMINDER)).map((notice) => notice.title)).toEqual([
      'Reminder: Cebu Inclusive Job Fair is today',
    ]);
  });

  it('schedules no reminder whose time has already passed when the fair is created', async () => {
    // Created 5 hours before its start: the 24-hour reminder's time is gone, the 2-hour one is ahead.
    travel(20 * HOUR);
    const fair = await scheduledFair({ date: manilaDay(t, 0), start_time: '13:00', end_time: '17:00' });
    travelTo(fair.startsAt, 3);
    await t.jobs.drain({ includeDelayed: true });

    expect(await remindersSent(t, fair.fairId)).toEqual(sentFor(fair.startsAt, '2h'));
    expect(await noticesOf(t, fair.ben.id, REMINDER)).toHaveLength(1);
  });

  it('sends a reminder once even when its job runs several times (the fair scheduled twice)', async () => {
    const fair = await scheduledFair();
    for (let again = 0; again < 2; again += 1) {
      await emitJobFairEvent(t, 'jobfair.scheduled', { fairId: fair.fairId, startsAt: fair.startsAt.toISOString() });
    }
    await t.jobs.drain();
    travelTo(fair.startsAt, 23);
    await t.jobs.drain({ includeDelayed: true });

    expect(await remindersSent(t, fair.fairId)).toEqual(sentFor(fair.startsAt, '24h', '2h'));
    expect(await noticesOf(t, fair.ana.id, REMINDER)).toHaveLength(2);
    expect(mailsTo(t, fair.ana.email, REMINDER)).toHaveLength(2);
  });

  it('sends each reminder once across a restart: jobs scheduled before it run after it, and only once', async () => {
    const first = await anotherProcess(t);
    processes.push(first);
    const date = manilaDay(t, 3);
    const fairId = await insertFair(t, employer.id, { title: 'Restart Fair', date, start: '10:00' });
    const startsAt = manilaInstant(date, '10:00');
    const seeker = await createEmployee(t);
    await insertRegistration(t, fairId, seeker.id);
    // The first process schedules the reminders, then stops before they are due.
    await emitJobFairEvent({ db: t.db, jobs: first.jobQueue }, 'jobfair.scheduled', {
      fairId,
      startsAt: startsAt.toISOString(),
    });
    await first.jobQueue.drain();
    await first.close();
    processes.splice(processes.indexOf(first), 1);

    travelTo(startsAt, 23);
    const restarted = await anotherProcess(t);
    processes.push(restarted);
    await restarted.jobQueue.drain({ includeDelayed: true });
    expect(await remindersSent(t, fairId)).toEqual(sentFor(startsAt, '24h', '2h'));

    // The same reminders scheduled again (a repeated event) and the server restarted once more: no repeat.
    await emitJobFairEvent({ db: t.db, jobs: restarted.jobQueue }, 'jobfair.scheduled', {
      fairId,
      startsAt: startsAt.toISOString(),
    });
    await restarted.close();
    processes.splice(processes.indexOf(restarted), 1);
    const again = await anotherProcess(t);
    processes.push(again);
    await again.jobQueue.drain({ includeDelayed: true });

    expect(await noticesOf(t, seeker.id, REMINDER)).toHaveLength(2);
    expect(mailsTo(t, seeker.email, REMINDER)).toHaveLength(2);
    expect(await noticesOf(t, employer.id, 'Reminder: your job fair Restart Fair')).toHaveLength(2);
  });
});

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('job fair reminders with two server processes on one PostgreSQL database', () => {
  it('sends each reminder exactly once when both processes run its jobs at the same time', async () => {
    const second = await anotherProcess(t);
    processes.push(second);
    const date = manilaDay(t, 3);
    const fairId = await insertFair(t, employer.id, { title: 'Two Process Fair', date, start: '10:00' });
    const startsAt = manilaInstant(date, '10:00');
    const people = await Promise.all(Array.from({ length: 6 }, () => createEmployee(t)));
    for (const person of people) await insertRegistration(t, fairId, person.id);
    // Several copies of each reminder job (the fair scheduled from both processes, more than once), so both
    // processes run copies of the same reminder concurrently.
    for (let copy = 0; copy < 4; copy += 1) {
      const jobs = copy % 2 === 0 ? t.jobs : second.jobQueue;
      await emitJobFairEvent({ db: t.db, jobs }, 'jobfair.scheduled', { fairId, startsAt: startsAt.toISOString() });
    }
    await Promise.all([t.jobs.drain(), second.jobQueue.drain()]);

    travelTo(startsAt, 23);
    await Promise.all([t.jobs.drain({ includeDelayed: true }), second.jobQueue.drain({ includeDelayed: true })]);

    expect(await remindersSent(t, fairId)).toEqual(sentFor(startsAt, '24h', '2h'));
    for (const person of people) {
      expect(await noticesOf(t, person.id, REMINDER)).toHaveLength(2);
      expect(mailsTo(t, person.email, REMINDER)).toHaveLength(2);
    }
    expect(await noticesOf(t, employer.id, 'Reminder: your job fair Two Process Fair')).toHaveLength(2);
    expect(mailsTo(t, employer.email, 'Reminder: your job fair Two Process Fair')).toHaveLength(2);
  });
});
