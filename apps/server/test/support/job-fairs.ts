/**
 * Set-up shared by the job fair tests: fairs and registrations inserted straight into the database (so
 * the participant side can be tested on its own), a clock pinned to a known hour of the Manila day, and
 * a strict RFC 4180 reader for the participants CSV.
 */
import { manilaInstant, manilaParts, manilaToday } from '@kakayahan/contracts';
import { jobFairJobs, jobFairRegistrations, jobFairs } from '../../src/db/schema-job-fairs.js';
import { users } from '../../src/db/schema.js';
import { uniqueEmail } from '../factories.js';
import type { TestApp } from '../test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves the app's clock to noon in Manila today, so "today", "tomorrow" and "has started" do not depend
 * on when the tests run (a run at 23:59 stays on one day).
 */
export function pinClockToManilaNoon(t: TestApp): void {
  const noon = manilaInstant(manilaToday(t.clock.now()), '12:00');
  t.clock.advance(noon.getTime() - t.clock.now().getTime());
}

/** The Manila date `days` from the app's today (negative: in the past). */
export function manilaDay(t: TestApp, days: number): string {
  return manilaParts(new Date(t.clock.now().getTime() + days * DAY_MS)).date;
}

export interface FairOptions {
  title?: string;
  /** Manila date (default: today) and times (default 09:00–17:00). */
  date?: string;
  start?: string;
  end?: string;
  format?: 'onsite' | 'online' | 'hybrid';
  onlineUrl?: string;
  capacity?: number | null;
  accessibility?: string[];
  jobs?: number[];
}

/** Inserts a fair of an employer and returns its id. */
export async function insertFair(t: TestApp, employerId: number, options: FairOptions = {}): Promise<number> {
  const date = options.date ?? manilaDay(t, 0);
  const [row] = await t.db
    .insert(jobFairs)
    .values({
      employerId,
      title: options.title ?? 'Inclusive Hiring Day',
      description: 'Meet employers who hire persons with disabilities.',
      startsAt: manilaInstant(date, options.start ?? '09:00'),
      endsAt: manilaInstant(date, options.end ?? '17:00'),
      format: options.format ?? 'onsite',
      venue: 'SMX Convention Center, Pasay City',
      onlineUrl: options.onlineUrl ?? '',
      contactEmail: 'jobs@example.com',
      contactPhone: '+63 2 8123 4567',
      capacity: options.capacity ?? null,
      accessibility: options.accessibility ?? ['step_free_entrance', 'sign_language_interpreter'],
    })
    .returning({ id: jobFairs.id });
  if (!row) throw new Error('fair not created');
  if (options.jobs?.length) {
    await t.db.insert(jobFairJobs).values(options.jobs.map((jobId) => ({ jobFairId: row.id, jobId })));
  }
  return row.id;
}

export interface RegistrationOptions {
  status?: 'registered' | 'waitlisted' | 'cancelled';
  registeredAt?: Date;
  accommodations?: string[];
  accommodationNote?: string;
  accommodationProvided?: boolean | null;
  decision?: 'Pending' | 'Invited' | 'Declined';
  checkInCode?: string;
  checkedInAt?: Date | null;
  outcome?: 'none' | 'interviewed' | 'hired';
}

let codeSequence = 0;
/** A check-in code unique in this test run, shaped like the real ones (upper-case letters and digits). */
export function uniqueCheckInCode(): string {
  codeSequence += 1;
  return `T${process.pid.toString(36).toUpperCase()}${codeSequence.toString(36).toUpperCase()}`.slice(0, 12);
}

/** Inserts a person's registration at a fair and returns its id and check-in code. */
export async function insertRegistration(
  t: TestApp,
  fairId: number,
  userId: number,
  options: RegistrationOptions = {},
): Promise<{ id: number; code: string }> {
  const code = options.checkInCode ?? uniqueCheckInCode();
  const [row] = await t.db
    .insert(jobFairRegistrations)
    .values({
      jobFairId: fairId,
      userId,
      status: options.status ?? 'registered',
      registeredAt: options.registeredAt ?? t.clock.now(),
      accommodations: options.accommodations ?? [],
      accommodationNote: options.accommodationNote ?? '',
      accommodationProvided: options.accommodationProvided ?? null,
      decision: options.decision ?? 'Pending',
      checkInCode: code,
      checkedInAt: options.checkedInAt ?? null,
      outcome: options.outcome ?? 'none',
    })
    .returning({ id: jobFairRegistrations.id });
  if (!row) throw new Error('registration not created');
  return { id: row.id, code };
}

/**
 * Many approved job seekers at once (one INSERT), without sessions or profiles: the people in a crowd.
 * Returns their ids in order.
 */
export async function insertCrowd(t: TestApp, count: number): Promise<number[]> {
  const now = t.clock.now();
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_unused, index) => ({
        email: uniqueEmail('crowd'),
        passwordHash: 'not-a-usable-hash',
        userType: 'Employee' as const,
        firstName: 'Guest',
        lastName: `Number ${index + 1}`,
        emailVerifiedAt: now,
        isApproved: true,
        approvedAt: now,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * Reads CSV text strictly by RFC 4180 (quoted fields, doubled quotes, CRLF records): a quote in an
 * unquoted field, text after a closing quote, a bare LF between records or an unclosed quote throws,
 * so a writer that gets the format wrong fails the test instead of being read generously.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  const fail = (why: string) => {
    throw new Error(`CSV not RFC 4180 at character ${index}: ${why}`);
  };
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) fail('unclosed quote');
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text.charAt(index);
        index += 1;
      }
      if (index < text.length && text[index] !== ',' && text[index] !== '\r') fail('text after a closing quote');
    } else {
      while (index < text.length && text[index] !== ',' && text[index] !== '\r') {
        if (text[index] === '"') fail('quote inside an unquoted field');
        if (text[index] === '\n') fail('line feed without carriage return');
        field += text.charAt(index);
        index += 1;
      }
    }
    record.push(field);
    if (text[index] === ',') {
      index += 1;
      if (index === text.length) record.push('');
      continue;
    }
    if (text[index] === '\r') {
      if (text[index + 1] !== '\n') fail('carriage return without line feed');
      index += 2;
    }
    records.push(record);
    record = [];
  }
  return records;
}
