import { JOB_FAIR_MESSAGES, manilaInstant, UNKNOWN_COMPANY, type JobFair, type JobFairJob } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobFairJobs, jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';
import { createEmployee, createEmployer, createJob } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createEmployerWithJob } from '../../../test/support/applications.js';
import { jobFairCalls, jobFairPeople } from '../../../test/support/job-fair-api.js';
import { eventsOfFair } from '../../../test/support/job-fair-events.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';

vi.mock('../event-subscribers.js', async (importOriginal) => {
  const { withJobFairEventRecorder } = await import('../../../test/support/job-fair-events.js');
  return withJobFairEventRecorder(await importOriginal());
});

const t = await appForThisFile();
pinClockToManilaNoon(t);

const people = await jobFairPeople(t);
const { owner, payroll, other, seeker, admin } = people;
const { fairBody, call, create, fairRow, createdFair, ownersFair } = jobFairCalls(t, people);

describe('POST /api/jobfairs/', () => {
  it('creates a fair in Manila time with the employer’s own jobs, and announces it for its reminders', async () => {
    const response = await create(fairBody());
    expect(response.statusCode, response.body).toBe(201);
    const { message, job_fair: fair } = response.json<{ message: string; job_fair: JobFair }>();
    expect(message).toBe(JOB_FAIR_MESSAGES.created);
    const startsAt = manilaInstant(manilaDay(t, 10), '09:00');
    expect(fair).toMatchObject({
      title: 'Cebu Inclusive Hiring Day',
      description: 'Interviews on the spot, in a quiet booth.',
      date: manilaDay(t, 10),
      start_time: '09:00',
      end_time: '16:00',
      starts_at: startsAt.toISOString(),
      ends_at: manilaInstant(manilaDay(t, 10), '16:00').toISOString(),
      time_zone: 'Asia/Manila',
      format: 'onsite',
      venue: 'Activity Center, Ayala Center Cebu, Cebu City',
      email: 'careers@malasakit.test',
      contact_email: 'careers@malasakit.test',
      contact_number: '+63 32 555 0142',
      contact_phone: '+63 32 555 0142',
      employer: owner.employer.id,
      employer_name: 'Malasakit Care',
      // Stored in the list's order, whatever order the form sent.
      accessibility: ['step_free_entrance', 'quiet_room'],
      capacity: 60,
      registrations_count: 0,
      waitlist_count: 0,
      seats_left: 60,
      jobs_count: 2,
      jobs: [owner.job.id, payroll.id].sort((a, b) => a - b),
      has_started: false,
      has_ended: false,
      my_registration: null,
    });
    // 09:00 in Manila is 01:00 UTC (UTC+8, no daylight saving time).
    expect(startsAt.getUTCHours()).toBe(1);
    expect((await fairRow(fair.id))?.startsAt.getTime()).toBe(startsAt.getTime());
    expect(eventsOfFair('jobfair.scheduled', fair.id)).toEqual([{ fairId: fair.id, startsAt: startsAt.toISOString() }]);
  });

  it('accepts today (in Manila) and leaves the capacity unlimited when it is empty', async () => {
    const fair = await createdFair({ date: manilaDay(t, 0), start_time: '13:00', capacity: '' });
    expect(fair).toMatchObject({ date: manilaDay(t, 0), capacity: null, seats_left: null });
  });

  it('keeps no online link for an on-site fair and no venue for an online one', async () => {
    const onsite = await createdFair({ online_url: 'https://meet.test/left-over' });
    expect(onsite.online_url).toBeNull();
    expect((await fairRow(onsite.id))?.onlineUrl).toBe('');
    const online = await createdFair({ format: 'online', online_url: 'https://meet.test/room' });
    expect(online).toMatchObject({ venue: '', online_url: 'https://meet.test/room' });
  });

  it('refuses a date in the past, and stores nothing', async () => {
    const before = await t.db.select().from(jobFairs);
    const response = await create(fairBody({ date: manilaDay(t, -1) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: JOB_FAIR_MESSAGES.pastDate,
      fields: { date: JOB_FAIR_MESSAGES.pastDate },
    });
    expect(await t.db.select().from(jobFairs)).toHaveLength(before.length);
  });

  it('refuses a job that is not one of the employer’s own posts', async () => {
    const response = await create(fairBody({ jobs: [owner.job.id, other.job.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: JOB_FAIR_MESSAGES.notYourJob });
    const unknown = await create(fairBody({ jobs: [2_000_000_000] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: JOB_FAIR_MESSAGES.notYourJob });
  });

  it.each([
    ['no job', { jobs: [] }, JOB_FAIR_MESSAGES.selectJob],
    ['no title', { title: '  ' }, 'Title is required.'],
    ['no date', { date: '' }, 'Date is required.'],
    ['a date that does not exist', { date: '2031-02-30' }, /^Please give a real calendar date/u],
    ['an end before the start', { start_time: '15:00', end_time: '10:00' }, JOB_FAIR_MESSAGES.endBeforeStart],
    ['no venue on site', { venue: '' }, JOB_FAIR_MESSAGES.venueRequired],
    ['no link online', { format: 'online', venue: '' }, JOB_FAIR_MESSAGES.onlineUrlRequired],
    ['a link that is not https', { format: 'hybrid', online_url: 'http://x.test' }, JOB_FAIR_MESSAGES.onlineUrlInvalid],
    ['a capacity of 0', { capacity: 0 }, 'Capacity must be at least 1, or empty for no limit.'],
    ['an unknown accessibility fact', { accessibility: ['ramp'] }, /^Accessibility: choose from Step-free entrance/u],
  ])('refuses %s with a 400 that says why', async (_case, overrides, message) => {
    // Refused by the form's own rules before anything else, so any employer sees the same (and the owner's
    // rate limit is left for the other tests).
    const response = await create(fairBody(overrides), other.employer.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('limits how many fairs one employer creates in ten minutes, saying when to try again', async () => {
    const busy = await createEmployerWithJob(t, { company: 'Busy Placement Office' });
    const body = fairBody({ jobs: [busy.job.id] });
    for (let i = 0; i < 20; i += 1) expect((await create(body, busy.employer.token)).statusCode).toBe(201);
    const limited = await create(body, busy.employer.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/u);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many requests\. Please wait/u);
    // Counted per employer: another employer is not held back.
    expect((await create(fairBody())).statusCode).toBe(201);
  });

  it('lets only employers create fairs', async () => {
    expect((await create(fairBody(), seeker.token)).statusCode).toBe(403);
    expect((await create(fairBody(), admin.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/jobfairs/', undefined, fairBody())).statusCode).toBe(401);
  });
});

describe('GET /api/jobfairs/', () => {
  it('gives an employer their own fairs only, past ones too, soonest first', async () => {
    const employer = await createEmployerWithJob(t, { company: 'Kalinga Health' });
    const later = await insertFair(t, employer.employer.id, { date: manilaDay(t, 20), jobs: [employer.job.id] });
    const past = await insertFair(t, employer.employer.id, { date: manilaDay(t, -30) });
    const soon = await insertFair(t, employer.employer.id, { date: manilaDay(t, 3) });
    await insertFair(t, other.employer.id, { date: manilaDay(t, 4) });
    const response = await call('GET', '/api/jobfairs/', employer.employer.token);
    expect(response.statusCode).toBe(200);
    const fairs = response.json<JobFair[]>();
    expect(fairs.map((fair) => fair.id)).toEqual([past, soon, later]);
    expect(fairs[0]).toMatchObject({ has_ended: true, employer_name: 'Kalinga Health' });
    expect(fairs[2]).toMatchObject({ jobs_count: 1, jobs: [employer.job.id] });
  });

  it('gives visitors, job seekers and admins the fairs not yet ended, of every employer', async () => {
    const past = await insertFair(t, other.employer.id, { date: manilaDay(t, -2) });
    const endedToday = await insertFair(t, other.employer.id, { start: '08:00', end: '11:00' });
    const runningNow = await insertFair(t, other.employer.id, { start: '10:00', end: '15:00' });
    const upcoming = await insertFair(t, owner.employer.id, { date: manilaDay(t, 5) });
    for (const token of [undefined, seeker.token, admin.token]) {
      const response = await call('GET', '/api/jobfairs/', token);
      expect(response.statusCode).toBe(200);
      const ids = response.json<JobFair[]>().map((fair) => fair.id);
      expect(ids).toEqual(expect.arrayContaining([runningNow, upcoming]));
      expect(ids).not.toContain(past);
      expect(ids).not.toContain(endedToday);
      const starts = response.json<JobFair[]>().map((fair) => fair.starts_at);
      expect(starts).toEqual([...starts].sort());
    }
  });

  it('filters by accessibility facts (every one asked for) and by format', async () => {
    const employer = await createEmployer(t);
    const captioned = await insertFair(t, employer.id, {
      date: manilaDay(t, 6),
      format: 'online',
      onlineUrl: 'https://meet.test/a',
      accessibility: ['live_captions', 'sign_language_interpreter'],
    });
    const stepFree = await insertFair(t, employer.id, {
      date: manilaDay(t, 6),
      accessibility: ['step_free_entrance', 'elevator', 'sign_language_interpreter'],
    });
    const listed = async (query: string) =>
      (await call('GET', `/api/jobfairs/?${query}`, seeker.token))
        .json<JobFair[]>()
        .map((fair) => fair.id)
        .filter((id) => id === captioned || id === stepFree);
    expect(await listed('accessibility=sign_language_interpreter')).toEqual([captioned, stepFree]);
    expect(await listed('accessibility=sign_language_interpreter,elevator')).toEqual([stepFree]);
    expect(await listed('accessibility=live_captions,elevator')).toEqual([]);
    expect(await listed('format=online')).toEqual([captioned]);
    expect(await listed('format=onsite&accessibility=step_free_entrance')).toEqual([stepFree]);
    const bad = await call('GET', '/api/jobfairs/?accessibility=ramp', seeker.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/^Accessibility filter: choose from/u);
    expect((await call('GET', '/api/jobfairs/?format=zoom')).json()).toMatchObject({
      error: 'Format must be onsite, online or hybrid.',
    });
  });

  it('shows a job seeker their own place, and the online link only once they hold a seat', async () => {
    const fairId = await insertFair(t, other.employer.id, {
      date: manilaDay(t, 7),
      format: 'hybrid',
      onlineUrl: 'https://meet.test/hybrid',
    });
    const holder = await createEmployee(t);
    const waiting = await createEmployee(t);
    const place = await insertRegistration(t, fairId, holder.id);
    const waitingPlace = await insertRegistration(t, fairId, waiting.id, { status: 'waitlisted' });
    const seen = async (token?: string) =>
      (await call('GET', '/api/jobfairs/', token)).json<JobFair[]>().find((fair) => fair.id === fairId);
    expect(await seen(holder.token)).toMatchObject({
      my_registration: { id: place.id, status: 'registered' },
      online_url: 'https://meet.test/hybrid',
      registrations_count: 1,
      waitlist_count: 1,
    });
    expect(await seen(waiting.token)).toMatchObject({
      my_registration: { id: waitingPlace.id, status: 'waitlisted' },
      online_url: null,
    });
    expect(await seen(seeker.token)).toMatchObject({ my_registration: null, online_url: null });
    expect(await seen(undefined)).toMatchObject({ my_registration: null, online_url: null });
    expect(await seen(admin.token)).toMatchObject({ online_url: 'https://meet.test/hybrid' });
  });
});

describe('GET /api/jobfairs/{id}/', () => {
  it('answers anyone, with the online link only for the employer, admins and seat holders', async () => {
    const fair = await ownersFair({ format: 'online', venue: '', onlineUrl: 'https://meet.test/online' });
    const get = (token?: string) => call('GET', `/api/jobfairs/${fair.id}/`, token);
    expect((await get(owner.employer.token)).json()).toMatchObject({
      id: fair.id,
      online_url: 'https://meet.test/online',
    });
    expect((await get(admin.token)).json()).toMatchObject({ online_url: 'https://meet.test/online' });
    expect((await get(other.employer.token)).json()).toMatchObject({ online_url: null });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ id: fair.id, title: 'Cebu Inclusive Hiring Day', online_url: null });
    expect(anonymous.body).not.toContain('meet.test');
  });

  it('answers 404 for a fair that does not exist', async () => {
    const response = await call('GET', '/api/jobfairs/2000000000/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
  });
});

describe('DELETE /api/jobfairs/{id}/', () => {
  it('deletes the fair with its registrations and tells everyone who held a place or waited', async () => {
    const fair = await ownersFair();
    const holder = await createEmployee(t, { firstName: 'Maria', lastName: 'Santos' });
    const waiting = await createEmployee(t);
    const gone = await createEmployee(t);
    await insertRegistration(t, fair.id, holder.id);
    await insertRegistration(t, fair.id, waiting.id, { status: 'waitlisted' });
    await insertRegistration(t, fair.id, gone.id, { status: 'cancelled' });

    const response = await call('DELETE', `/api/jobfairs/${fair.id}/`, owner.employer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: JOB_FAIR_MESSAGES.deleted });
    expect(await fairRow(fair.id)).toBeUndefined();
    expect(await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.jobFairId, fair.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(jobFairJobs).where(eq(jobFairJobs.jobFairId, fair.id))).toEqual([]);
    const [deleted] = eventsOfFair('jobfair.deleted', fair.id);
    expect(deleted).toMatchObject({ title: 'Cebu Inclusive Hiring Day', employerName: 'Malasakit Care' });
    expect(deleted?.registrants).toEqual([
      { userId: holder.id, email: holder.email, name: 'Maria Santos' },
      { userId: waiting.id, email: waiting.email, name: 'Test Employee' },
    ]);
    expect((await call('GET', `/api/jobfairs/${fair.id}/`)).statusCode).toBe(404);
  });

  it('answers 403 to another employer and 404 for an unknown fair, deleting nothing', async () => {
    const fair = await ownersFair();
    const refused = await call('DELETE', `/api/jobfairs/${fair.id}/`, other.employer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
    expect(await fairRow(fair.id)).toBeDefined();
    expect(eventsOfFair('jobfair.deleted', fair.id)).toEqual([]);
    expect((await call('DELETE', '/api/jobfairs/2000000000/', owner.employer.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/jobfairs/${fair.id}/`, seeker.token)).statusCode).toBe(403);
  });
});

describe('GET /api/jobfairs/{id}/jobs/', () => {
  it('lists the fair’s jobs for anyone, with the company name or the spec’s fallback', async () => {
    const fair = await ownersFair();
    const response = await call('GET', `/api/jobfairs/${fair.id}/jobs/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      [
        {
          id: owner.job.id,
          job_title: 'Chat Support Representative',
          company_name: 'Malasakit Care',
          location: 'Remote',
          job_type: 'Full Time',
          category: 'Technology',
          salary_range: '',
        },
        {
          id: payroll.id,
          job_title: 'Payroll Associate',
          company_name: 'Malasakit Care',
          location: 'Cebu City',
          job_type: 'Full Time',
          category: 'Technology',
          salary_range: '',
        },
      ].sort((a, b) => a.id - b.id),
    );
    const noProfile = await createEmployer(t);
    const job = await createJob(t, noProfile.id, { title: 'Encoder', salary: '18,000' });
    const plain = await insertFair(t, noProfile.id, { date: manilaDay(t, 2), jobs: [job.id] });
    expect((await call('GET', `/api/jobfairs/${plain}/jobs/`, seeker.token)).json()).toEqual([
      expect.objectContaining({ company_name: UNKNOWN_COMPANY, salary_range: '18,000' }),
    ]);
  });

  it('answers 404 for an unknown fair', async () => {
    const response = await call('GET', '/api/jobfairs/2000000000/jobs/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
  });
});

describe('GET /api/jobfairs/{id}/employer/jobs/', () => {
  it('gives the fair’s employer all their jobs, the ones at the fair ticked, and nobody else’s', async () => {
    const fair = await ownersFair({}, [payroll.id]);
    const response = await call('GET', `/api/jobfairs/${fair.id}/employer/jobs/`, owner.employer.token);
    expect(response.statusCode).toBe(200);
    const jobs = response.json<(JobFairJob & { selected: boolean })[]>();
    expect(jobs.map((job) => job.id).sort()).toEqual([owner.job.id, payroll.id].sort());
    expect(jobs.find((job) => job.id === payroll.id)).toMatchObject({ selected: true, company_name: 'Malasakit Care' });
    expect(jobs.find((job) => job.id === owner.job.id)).toMatchObject({ selected: false });
  });

  it('answers 403 to another employer, 403 to a job seeker and 404 for an unknown fair', async () => {
    const fair = await ownersFair();
    const refused = await call('GET', `/api/jobfairs/${fair.id}/employer/jobs/`, other.employer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
    expect(refused.body).not.toContain('Chat Support');
    expect((await call('GET', `/api/jobfairs/${fair.id}/employer/jobs/`, seeker.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/jobfairs/2000000000/employer/jobs/', owner.employer.token)).statusCode).toBe(404);
  });
});

describe('what a fair call never carries', () => {
  it('has no ID number, disability, card or résumé of anyone registered', async () => {
    const fair = await ownersFair();
    const person = await createEmployee(t, { idNumber: '1374019999888877', disability: 'Psychosocial Disability' });
    await insertRegistration(t, fair.id, person.id, { accommodations: ['quiet_room'] });
    const bodies = [
      (await call('GET', '/api/jobfairs/', person.token)).body,
      (await call('GET', '/api/jobfairs/', owner.employer.token)).body,
      (await call('GET', `/api/jobfairs/${fair.id}/`, person.token)).body,
      (await call('GET', `/api/jobfairs/${fair.id}/jobs/`, person.token)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain('1374019999888877');
      expect(body).not.toContain('Psychosocial');
      expect(body).not.toMatch(/resume|pwd_card|id_number|disability/iu);
    }
  });
});
