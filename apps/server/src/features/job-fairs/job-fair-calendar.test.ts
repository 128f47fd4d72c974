import { manilaInstant, type JobFairRegistration } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { jobFairRegistrations } from '../../db/schema-job-fairs.js';
import { createAdmin, createEmployee, createJob, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createEmployerWithJob } from '../../../test/support/applications.js';
import { insertFair, insertRegistration, manilaDay, pinClockToManilaNoon } from '../../../test/support/job-fairs.js';
import { timeTravel } from '../../../test/support/time-travel.js';
import { escapeText, foldLine } from './job-fair-calendar.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);
const travel = timeTravel(() => t);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const owner = await createEmployerWithJob(t, { company: 'Malasakit Care', title: 'Chat Support Representative' });
const payroll = await createJob(t, owner.employer.id, {
  title: 'Payroll Associate',
  location: 'Cebu City',
  salary: '18,000',
});
const ONLINE_URL = 'https://meet.malasakit.test/fair?room=7';

/** A hybrid fair in a week, 09:30–16:00 Manila, with both jobs and three accessibility facts. */
const hybridFair = (capacity: number | null = null) =>
  insertFair(t, owner.employer.id, {
    title: 'Cebu Inclusive Hiring Day; Chat, Payroll & HR',
    date: manilaDay(t, 7),
    start: '09:30',
    end: '16:00',
    format: 'hybrid',
    onlineUrl: ONLINE_URL,
    capacity,
    accessibility: ['step_free_entrance', 'sign_language_interpreter', 'quiet_room'],
    jobs: [owner.job.id, payroll.id],
  });

const calendar = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });

/** Parses the file with ical.js, registering its own VTIMEZONE, and answers the calendar and its event. */
function parse(text: string) {
  const calendarComponent = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zone = calendarComponent.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const vevent = calendarComponent.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar: calendarComponent, zone, vevent, event: new ICAL.Event(vevent) };
}

/** A registration through the API (so its calendar link is the one the registrant really gets). */
async function register(fairId: number, person: TestUser): Promise<JobFairRegistration> {
  const response = await t.request({
    method: 'POST',
    url: '/api/jobfair-registrations/',
    token: person.token,
    payload: { job_fair: fairId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ registration: JobFairRegistration }>().registration;
}

describe('writing iCalendar text (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ngh');
  });

  it('folds lines at 75 octets without splitting a character, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'Ñiño’s résumé at the fair — '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Valid UTF-8 on every physical line: no character cut in two.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(folded.replace(/\r\n /gu, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('GET /api/jobfairs/{id}/calendar.ics', () => {
  it('gives anyone the fair as a calendar file in Asia/Manila, without the online link', async () => {
    const fairId = await hybridFair();
    const response = await calendar(`/api/jobfairs/${fairId}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cebu-inclusive-hiring-day-chat-payroll-hr.ics"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const text = response.body;
    expect(text.endsWith('\r\n')).toBe(true);
    // CRLF only, every line at most 75 octets.
    expect(text.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const { calendar: parsed, zone, vevent, event } = parse(text);
    expect(parsed.getFirstPropertyValue('version')).toBe('2.0');
    expect(parsed.getFirstPropertyValue('prodid')).toBe('-//Kakayahan Jobs//Job fairs//EN');
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Manila');
    const standard = zone.getFirstSubcomponent('standard');
    expect(String(standard?.getFirstPropertyValue('tzoffsetto'))).toBe('+08:00');
    expect(String(standard?.getFirstPropertyValue('tzoffsetfrom'))).toBe('+08:00');
    expect(zone.getFirstSubcomponent('daylight')).toBeNull();

    expect(event.uid).toBe(`job-fair-${fairId}@kakayahan.test`);
    expect(event.summary).toBe('Cebu Inclusive Hiring Day; Chat, Payroll & HR');
    expect(event.location).toBe('SMX Convention Center, Pasay City (also online)');
    expect(event.startDate.zone.tzid).toBe('Asia/Manila');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Manila');
    expect(event.startDate.toString()).toBe(`${manilaDay(t, 7)}T09:30:00`);
    // The instants, whatever the machine's own time zone: 09:30 in Manila is 01:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe(manilaInstant(manilaDay(t, 7), '09:30').toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(manilaInstant(manilaDay(t, 7), '16:00').toISOString());
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone.tzid).toBe('UTC');
    expect(Math.abs(stamp.toJSDate().getTime() - t.clock.now().getTime())).toBeLessThan(60_000);

    const description = event.description;
    expect(description).toContain('How to attend: Hybrid (on site and online)');
    expect(description).toContain('Venue: SMX Convention Center, Pasay City');
    expect(description).toContain(
      'Accessibility: Step-free entrance, Filipino Sign Language (FSL) interpreter, Quiet room.',
    );
    expect(description).toContain('Chat Support Representative at Malasakit Care (Full Time, Remote, Negotiable)');
    expect(description).toContain('Payroll Associate at Malasakit Care (Full Time, Cebu City, ₱18,000)');
    expect(description).toContain('Join online: the link is given to people holding a place');
    expect(description).toContain('Contact: jobs@example.com, +63 2 8123 4567');
    expect(description).toContain('Details and registration: http://kakayahan.test/job-fairs');
    // Line breaks survive as line breaks.
    expect(description.split('\n')[0]).toBe('Cebu Inclusive Hiring Day; Chat, Payroll & HR');
    expect(vevent.getFirstPropertyValue('url')).toBeNull();
    expect(text).not.toContain('meet.malasakit.test');

    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT2H');
  });

  it('gives a registrant’s signed link the online link, as URL and in the description', async () => {
    const fairId = await hybridFair();
    const seeker = await createEmployee(t);
    const registration = await register(fairId, seeker);
    // The link works without a token: a calendar app or a new tab sends none.
    const response = await calendar(registration.calendar_url);
    expect(response.statusCode).toBe(200);
    const { vevent, event } = parse(response.body);
    expect(vevent.getFirstPropertyValue('url')).toBe(ONLINE_URL);
    expect(event.description).toContain(`Join online: ${ONLINE_URL}`);
  });

  it('gives the public file for a forged, altered, borrowed or expired link, and for a place given up', async () => {
    const fairId = await hybridFair();
    const otherFair = await hybridFair();
    const seeker = await createEmployee(t);
    const registration = await register(fairId, seeker);
    const link = new URL(registration.calendar_url, 'http://kakayahan.test');
    const withQuery = (changes: Record<string, string>, path = link.pathname) => {
      const query = new URLSearchParams(link.search);
      for (const [key, value] of Object.entries(changes)) query.set(key, value);
      return `${path}?${query.toString()}`;
    };
    const stranger = await createEmployee(t);
    const strangerPlace = await register(fairId, stranger);
    const attempts = [
      withQuery({ signature: 'a'.repeat(43) }),
      withQuery({ expires: String(Number(link.searchParams.get('expires')) + 60) }),
      // Someone else's registration with this link's signature.
      withQuery({ registration: String(strangerPlace.id) }),
      // This registration's signature on another fair's calendar.
      withQuery({}, `/api/jobfairs/${otherFair}/calendar.ics`),
      withQuery({ registration: 'abc' }),
      `/api/jobfairs/${fairId}/calendar.ics?registration=${registration.id}`,
    ];
    for (const url of attempts) {
      const response = await calendar(url);
      expect(response.statusCode, url).toBe(200);
      expect(parse(response.body).vevent.getFirstPropertyValue('url'), url).toBeNull();
      expect(response.body, url).not.toContain('meet.malasakit.test');
    }

    // Working until a day after the fair ends (16:00 on day 7, so 16:00 on day 8), then no longer.
    travel(8 * DAY + 3 * HOUR + 59 * 60_000);
    expect((await calendar(registration.calendar_url)).body).toContain('meet.malasakit.test');
    travel(2 * 60_000);
    expect((await calendar(registration.calendar_url)).body).not.toContain('meet.malasakit.test');
    travel(-(8 * DAY + 4 * HOUR + 60_000));
    expect((await calendar(registration.calendar_url)).body).toContain('meet.malasakit.test');

    await t.db
      .update(jobFairRegistrations)
      .set({ status: 'cancelled' })
      .where(eq(jobFairRegistrations.id, registration.id));
    expect((await calendar(registration.calendar_url)).body).not.toContain('meet.malasakit.test');
  });

  it('gives someone on the waiting list the file without the link until they get a seat', async () => {
    const fairId = await hybridFair(1);
    await insertRegistration(t, fairId, (await createEmployee(t)).id);
    const waiting = await createEmployee(t);
    const registration = await register(fairId, waiting);
    expect(registration.status).toBe('waitlisted');
    expect((await calendar(registration.calendar_url)).body).not.toContain('meet.malasakit.test');
    await t.db
      .update(jobFairRegistrations)
      .set({ status: 'registered' })
      .where(eq(jobFairRegistrations.id, registration.id));
    expect((await calendar(registration.calendar_url)).body).toContain('meet.malasakit.test');
  });

  it('gives the signed-in employer and admins the link, as the fair page does', async () => {
    const fairId = await hybridFair();
    for (const token of [owner.employer.token, (await createAdmin(t)).token]) {
      const response = await calendar(`/api/jobfairs/${fairId}/calendar.ics`, token);
      expect(parse(response.body).vevent.getFirstPropertyValue('url')).toBe(ONLINE_URL);
    }
    const other = await createEmployerWithJob(t);
    expect((await calendar(`/api/jobfairs/${fairId}/calendar.ics`, other.employer.token)).body).not.toContain(
      'meet.malasakit.test',
    );
  });

  it('writes an online fair as "Online", and keeps the user’s text intact through escaping and folding', async () => {
    const fairId = await insertFair(t, owner.employer.id, {
      title: 'Tech, Remote; \\ Online Fair — Ñiño’s Edition',
      date: manilaDay(t, 3),
      format: 'online',
      onlineUrl: ONLINE_URL,
    });
    const response = await calendar(`/api/jobfairs/${fairId}/calendar.ics`);
    const { event } = parse(response.body);
    expect(event.summary).toBe('Tech, Remote; \\ Online Fair — Ñiño’s Edition');
    expect(event.location).toBe('Online');
    expect(event.description).not.toContain('Venue:');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tech-remote-online-fair-nino-s-edition.ics"',
    );
  });

  it('answers 404 for an unknown fair and 400 for an id that is not one', async () => {
    const unknown = await calendar('/api/jobfairs/2000000000/calendar.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Job fair not found.' });
    expect((await calendar('/api/jobfairs/abc/calendar.ics')).statusCode).toBe(400);
  });
});
