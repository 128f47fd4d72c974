import { JOB_FAIR_MESSAGES, type JobFairParticipant } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobFairRegistrations } from '../../db/schema-job-fairs.js';
import { createAdmin, createEmployee, createEmployer, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { createJobSeeker } from '../../../test/support/applications.js';
import {
  insertCrowd,
  insertFair,
  insertRegistration,
  manilaDay,
  pinClockToManilaNoon,
} from '../../../test/support/job-fairs.js';
import { timeTravel } from '../../../test/support/time-travel.js';
import { JOB_FAIR_CHECK_IN_RATE_LIMIT } from './job-fair-participants.routes.js';

const t = await appForThisFile();
pinClockToManilaNoon(t);
const travel = timeTravel(() => t);
const employer = await createEmployer(t);
const otherEmployer = await createEmployer(t);

const checkIn = (fairId: number, code: string, token = employer.token) =>
  t.request({ method: 'POST', url: `/api/jobfairs/${fairId}/check-in/`, token, payload: { code } });
const checkedInAt = async (id: number) =>
  (await t.db.select().from(jobFairRegistrations).where(eq(jobFairRegistrations.id, id)))[0]?.checkedInAt ?? null;

/** A fair of `owner` today, 09:00–17:00 (the clock is at noon in Manila), and one person's place at it. */
async function placeAtTodaysFair(options: { code?: string; owner?: TestUser } = {}) {
  const fairId = await insertFair(t, (options.owner ?? employer).id);
  const seeker = await createJobSeeker(t, { fullName: 'Maria Clara Santos' });
  const place = await insertRegistration(t, fairId, seeker.id, options.code ? { checkInCode: options.code } : {});
  return { fairId, seeker, place };
}

describe('POST /api/jobfairs/{id}/check-in/', () => {
  it('checks a participant in by the code, typed in any case with spaces or dashes', async () => {
    const { fairId, place } = await placeAtTodaysFair({ code: 'KJ7Q4M' });
    const before = t.clock.now();
    const response = await checkIn(fairId, ' kj7-q4 m ');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; participant: JobFairParticipant }>();
    expect(body.message).toBe(JOB_FAIR_MESSAGES.checkedIn('Maria Clara Santos'));
    expect(body.participant).toMatchObject({ id: place.id, status: 'registered' });
    const stored = await checkedInAt(place.id);
    expect(body.participant.checked_in_at).toBe(stored?.toISOString());
    expect(stored?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(stored?.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('answers "already checked in" the second time and keeps the first time', async () => {
    const { fairId, place } = await placeAtTodaysFair({ code: 'PX4R9T' });
    expect((await checkIn(fairId, 'PX4R9T')).statusCode).toBe(200);
    const first = await checkedInAt(place.id);
    travel(5 * 60_000);
    const again = await checkIn(fairId, 'px4r9t');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.alreadyCheckedIn('Maria Clara Santos'),
      participant: { checked_in_at: first?.toISOString() },
    });
    expect(await checkedInAt(place.id)).toEqual(first);
  });

  it("names someone without a profile by their account's name, and lets a waitlisted person in", async () => {
    const fairId = await insertFair(t, employer.id);
    const walkIn = await createEmployee(t, { firstName: 'Pedro', lastName: 'Penduko' });
    const place = await insertRegistration(t, fairId, walkIn.id, { status: 'waitlisted', checkInCode: 'WL2K8D' });
    const response = await checkIn(fairId, 'WL2K8D');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: JOB_FAIR_MESSAGES.checkedIn('Pedro Penduko'),
      participant: { id: place.id, status: 'waitlisted' },
    });
  });

  it('opens on the day of the fair, even before its start time', async () => {
    const tomorrow = await insertFair(t, employer.id, { date: manilaDay(t, 1) });
    const later = await insertFair(t, employer.id, { start: '15:00', end: '18:00' });
    const seeker = await createJobSeeker(t);
    const early = await insertRegistration(t, tomorrow, seeker.id, { checkInCode: 'TM3N7Q' });
    await insertRegistration(t, later, seeker.id, { checkInCode: 'LT5H2W' });
    const refused = await checkIn(tomorrow, 'TM3N7Q');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.checkInNotOpen });
    expect(await checkedInAt(early.id)).toBeNull();
    expect((await checkIn(later, 'LT5H2W')).statusCode).toBe(200);
  });

  it('refuses a cancelled registration (409) and an unknown code or a code of another fair (404)', async () => {
    const { fairId, seeker } = await placeAtTodaysFair({ code: 'OK8B3V' });
    const cancelledPerson = await createJobSeeker(t);
    const cancelled = await insertRegistration(t, fairId, cancelledPerson.id, {
      status: 'cancelled',
      checkInCode: 'CX6J2P',
    });
    const refused = await checkIn(fairId, 'CX6J2P');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: JOB_FAIR_MESSAGES.notRegistered });
    expect(await checkedInAt(cancelled.id)).toBeNull();

    const elsewhere = await insertFair(t, employer.id);
    await insertRegistration(t, elsewhere, seeker.id, { checkInCode: 'EW4D9R' });
    for (const code of ['ZZ9Z9Z', 'EW4D9R', 'OK8B3', 'OK8B3VV']) {
      const response = await checkIn(fairId, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual({ error: JOB_FAIR_MESSAGES.checkInCodeUnknown });
    }
  });

  it('asks for the code when none is given', async () => {
    const { fairId } = await placeAtTodaysFair();
    for (const code of ['', '   ', ' - - ']) {
      const response = await checkIn(fairId, code);
      expect(response.statusCode, JSON.stringify(code)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(JOB_FAIR_MESSAGES.checkInCodeRequired);
    }
  });

  it("refuses another employer's fair (403), a missing fair (404), and anyone but employers (403)", async () => {
    const { fairId, place, seeker } = await placeAtTodaysFair({ code: 'NO7T4U' });
    const other = await checkIn(fairId, 'NO7T4U', otherEmployer.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: JOB_FAIR_MESSAGES.notOwner });
    const missing = await checkIn(fairId + 10_000, 'NO7T4U', otherEmployer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: JOB_FAIR_MESSAGES.notFound });
    expect((await checkIn(fairId, 'NO7T4U', seeker.token)).statusCode).toBe(403);
    expect((await checkIn(fairId, 'NO7T4U', (await createAdmin(t)).token)).statusCode).toBe(403);
    expect(await checkedInAt(place.id)).toBeNull();
  });

  it('lets a busy door check in its whole limit in one go, then slows guessing down (429)', async () => {
    const { max } = JOB_FAIR_CHECK_IN_RATE_LIMIT;
    expect(max).toBeGreaterThanOrEqual(200);
    const door = await createEmployer(t);
    const fairId = await insertFair(t, door.id, { title: 'Mega Job Fair' });
    const crowd = await insertCrowd(t, max);
    const codes: string[] = [];
    for (const [index, userId] of crowd.entries()) {
      const code = `MJ${String(index).padStart(4, '0')}`;
      codes.push(code);
      await insertRegistration(t, fairId, userId, { checkInCode: code });
    }
    const statuses: number[] = [];
    for (const code of codes) statuses.push((await checkIn(fairId, code, door.token)).statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const guess = await checkIn(fairId, 'AAAAAA', door.token);
    expect(guess.statusCode).toBe(429);
    expect(guess.json<{ error: string }>().error).toMatch(
      /^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/u,
    );
    expect(Number(guess.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the account's: another employer's door is not slowed down.
    const { fairId: otherFair } = await placeAtTodaysFair({ code: 'FR3E5H', owner: otherEmployer });
    expect((await checkIn(otherFair, 'FR3E5H', otherEmployer.token)).statusCode).toBe(200);
  });
});
