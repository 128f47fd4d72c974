import { formatFairWhen, manilaInstant } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { createEmployee, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createEmployerWithJob } from '../../../test/support/applications.js';
import { mailsTo, noticesOf } from '../../../test/support/job-fair-notices.js';
import { manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';
import { timeTravel } from '../../../test/support/time-travel.js';

// One fair's life through the API, and every message it sends on the way (the events' own tests are in
// job-fair-notices.test.ts and job-fair-reminders.test.ts).

const t = await appForThisFile();
pinClockToManilaNoon(t);
const travel = timeTravel(() => t);

describe('through the API: the messages of one fair, from registration to cancellation', () => {
  it('confirms, waitlists, tells of the change, promotes, invites, reminds and finally tells of the cancellation', async () => {
    const owner = await createEmployerWithJob(t, { company: 'Malasakit Care', title: 'Chat Support Representative' });
    const [ana, ben] = [
      await createEmployee(t, { firstName: 'Ana', lastName: 'Reyes' }),
      await createEmployee(t, { firstName: 'Ben', lastName: 'Cruz' }),
    ];
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => {
      const response = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
      await t.jobs.drain();
      return response;
    };
    const body = {
      title: 'Malasakit Hiring Day',
      date: manilaDay(t, 5),
      start_time: '10:00',
      end_time: '16:00',
      format: 'hybrid',
      venue: 'Activity Center, Ayala Center Cebu, Cebu City',
      online_url: 'https://meet.example.com/malasakit',
      capacity: 1,
      jobs: [owner.job.id],
    };
    const created = await call('POST', '/api/jobfairs/', owner.employer.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const fairId = created.json<{ job_fair: { id: number } }>().job_fair.id;
    const register = async (who: TestUser, extra: object = {}) => {
      const response = await call('POST', '/api/jobfair-registrations/', who.token, { job_fair: fairId, ...extra });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ registration: { id: number; status: string; check_in_code: string } }>().registration;
    };

    // Ana takes the one seat, asking for an interpreter; Ben waits.
    const anaPlace = await register(ana, { accommodations: ['sign_language_interpreter'] });
    const benPlace = await register(ben);
    expect([anaPlace.status, benPlace.status]).toEqual(['registered', 'waitlisted']);
    expect(mailsTo(t, ana.email).map((mail) => mail.subject)).toEqual(['You are registered for Malasakit Hiring Day']);
    expect(mailsTo(t, ana.email)[0]?.text).toContain(`(${anaPlace.check_in_code})`);
    expect(mailsTo(t, ana.email)[0]?.text).toContain('You asked for: Filipino Sign Language (FSL) interpreter.');
    expect(mailsTo(t, ben.email).map((mail) => mail.subject)).toEqual([
      'You are on the waiting list for Malasakit Hiring Day',
    ]);
    expect((await noticesOf(t, owner.employer.id, 'New registration')).map((notice) => notice.action)).toEqual([
      `Ana Reyes registered for Malasakit Hiring Day.`,
      `Ben Cruz joined the waiting list of Malasakit Hiring Day (the fair is full).`,
    ]);

    // The employer moves the start to 13:00: both are told.
    const moved = await call('PUT', `/api/jobfairs/${fairId}/`, owner.employer.token, { ...body, start_time: '13:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const when = formatFairWhen({ date: body.date, start_time: '13:00', end_time: '16:00' });
    for (const who of [ana, ben]) {
      const changed = mailsTo(t, who.email, 'Malasakit Hiring Day has changed');
      expect(changed).toHaveLength(1);
      expect(changed[0]?.text).toContain(`When: ${when}.`);
    }

    // Ana cancels: Ben gets her seat and is told, with his own check-in code and the join link.
    const cancelled = await call('DELETE', `/api/jobfair-registrations/${anaPlace.id}/`, ana.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [promoted] = mailsTo(t, ben.email, 'A place opened up');
    expect(promoted?.text).toContain(`(${benPlace.check_in_code})`);
    expect(promoted?.text).toContain('Join online with this link: https://meet.example.com/malasakit');
    expect(await noticesOf(t, ben.id, 'You have a place')).toHaveLength(1);

    // The employer invites Ben to an interview at the fair.
    const invited = await call('POST', `/api/jobfair-registrations/${benPlace.id}/invite/`, owner.employer.token, {
      note: 'Booth 2 at 14:00.',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(mailsTo(t, ben.email, 'Interview invitation')[0]?.text).toContain(
      'Their message to you: "Booth 2 at 14:00."',
    );

    // The reminders go to Ben (who holds the seat now) for the new start, not to Ana.
    travel(manilaInstant(body.date, '13:00').getTime() - 23 * 60 * 60 * 1000 - t.clock.now().getTime());
    await t.jobs.drain({ includeDelayed: true });
    expect(mailsTo(t, ben.email, 'Reminder:')).toHaveLength(2);
    expect(mailsTo(t, ana.email, 'Reminder:')).toEqual([]);

    // The employer deletes the fair: Ben is told, and nothing more is reminded.
    const deleted = await call('DELETE', `/api/jobfairs/${fairId}/`, owner.employer.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(mailsTo(t, ben.email, 'Malasakit Hiring Day is cancelled')).toHaveLength(1);
    expect(await noticesOf(t, ben.id, 'A job fair was cancelled')).toHaveLength(1);
    await t.jobs.drain({ includeDelayed: true });
    expect(mailsTo(t, ben.email, 'Reminder:')).toHaveLength(2);
  });
});
