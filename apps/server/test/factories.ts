import type { DisabilityCategory, JobCategory, JobType, UserType, WorkplaceFact } from '@kakayahan/contracts';
import { eq, inArray } from 'drizzle-orm';
import {
  disabilityTags,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  tags,
  userPreferences,
  users,
} from '../src/db/schema.js';
import { startSession } from '../src/platform/auth/session.service.js';
import { hashPassword } from '../src/platform/passwords.js';
import { insertUser } from '../src/features/accounts/accounts.repo.js';
import { refreshJobSearch } from '../src/features/jobs/job-search.repo.js';
import { insertNotification } from '../src/features/notifications/notifications.repo.js';
import { reindexJobs, reindexSeeker } from '../src/features/recommendations/recommendation-index.js';
import type { TestApp } from './test-app.js';

let sequence = 0;
/** A unique e-mail address for this test run. */
export function uniqueEmail(prefix = 'person'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const STRONG_PASSWORD = 'Sampaguita-Blooms-42!';
let cachedHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  userType: UserType;
  /** A signed-in session token (absent when the account may not sign in). */
  token: string;
}

interface UserOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  approved?: boolean;
  disability?: DisabilityCategory;
  idNumber?: string;
}

/** Inserts a user straight into the database and opens a session for them. */
export async function createUser(t: TestApp, userType: UserType, options: UserOptions = {}): Promise<TestUser> {
  cachedHash ??= hashPassword(STRONG_PASSWORD);
  const email = options.email ?? uniqueEmail(userType.toLowerCase());
  const now = t.clock.now();
  const isApproved = options.approved ?? true;
  const row = await insertUser(t.db, {
    email,
    passwordHash: await cachedHash,
    userType,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? userType,
    disability: userType === 'Employee' ? (options.disability ?? 'Visual Disability') : null,
    idNumber: userType === 'Employee' ? (options.idNumber ?? '1374010000123456') : null,
    emailVerifiedAt: (options.verified ?? true) ? now : null,
    isApproved,
    approvedAt: isApproved ? now : null,
  });
  if (!row) throw new Error(`could not create ${email}`);
  const token = await startSession(t.db, row.id, 'vitest', now);
  return { id: row.id, email, password: STRONG_PASSWORD, userType, token };
}

export const createEmployee = (t: TestApp, options?: UserOptions) => createUser(t, 'Employee', options);
export const createEmployer = (t: TestApp, options?: UserOptions) => createUser(t, 'Employer', options);
export const createAdmin = (t: TestApp, options?: UserOptions) => createUser(t, 'Admin', options);

export async function createNotification(
  t: TestApp,
  userId: number,
  title = 'Test notification',
  action = 'Something happened.',
) {
  const row = await insertNotification(t.db, { userId, title, action });
  if (!row) throw new Error('notification not created');
  return row;
}

/** A distinct client address, so per-address rate limits of one test do not touch another. */
let ipCounter = 0;
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter % 250}`;
}

/** Gives an employer a company profile (so sign-in answers has_profile: true and jobs show the name). */
export async function createEmployerProfile(t: TestApp, userId: number, compName = 'Test Company Inc.') {
  await t.db.insert(employerProfiles).values({
    userId,
    compName,
    industry: 'Information Technology',
    compDesc: 'A company made for tests.',
    location: 'Pasig City, Metro Manila',
    contactNo: '+63 2 8000 0000',
  });
}

interface JobOptions {
  title?: string;
  location?: string;
  category?: JobCategory;
  type?: JobType;
  /** Specialty tag names (they must exist in the reference data). */
  tags?: string[];
  /** Comma-separated required skills, as employers type them (default: none). */
  skillsReq?: string;
  description?: string;
  /** Salary range as typed (default: none, shown as Negotiable). */
  salary?: string;
  /** Disability tag names (default: none, meaning open to every disability). */
  disabilities?: DisabilityCategory[];
  /** Workplace accessibility facts (default: none). */
  workplaceFacts?: WorkplaceFact[];
  createdAt?: Date;
}

/**
 * Inserts a job post of an employer straight into the database, with its specialty and disability tags,
 * then does what posting does after writing: refreshes the search document and the recommendation index
 * (so All Jobs search and recommendations see the job). Give the employer a profile first if the company
 * name should be searchable.
 */
export async function createJob(t: TestApp, employerId: number, options: JobOptions = {}) {
  const [row] = await t.db
    .insert(jobPosts)
    .values({
      employerId,
      jobTitle: options.title ?? 'Test Job',
      jobDesc: options.description ?? 'A job made for tests.',
      jobType: options.type ?? 'Full Time',
      category: options.category ?? 'Technology',
      location: options.location ?? 'Remote',
      skillsReq: options.skillsReq ?? '',
      salaryRange: options.salary ?? null,
      ...(options.workplaceFacts ? { workplaceFacts: options.workplaceFacts } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('job not created');
  const tagIds = await tagIdsOf(t, options.tags ?? []);
  if (tagIds.length) await t.db.insert(jobPostTags).values(tagIds.map((tagId) => ({ jobId: row.id, tagId })));
  const disabilityIds = await disabilityTagIdsOf(t, options.disabilities ?? []);
  if (disabilityIds.length) {
    await t.db
      .insert(jobPostDisabilityTags)
      .values(disabilityIds.map((disabilityTagId) => ({ jobId: row.id, disabilityTagId })));
  }
  await refreshJobSearch(t.db, { jobIds: [row.id] });
  await reindexJobs(t.db, [row.id]);
  return row;
}

/**
 * Saves specialty preferences (by tag name) for a job seeker, then does what saving preferences does after
 * writing: rebuilds the person's recommendation query. `reindex: false` leaves that to the caller (a
 * factory that reindexes once after writing the whole profile, or an account older than the index).
 */
export async function createPreferences(
  t: TestApp,
  userId: number,
  tagNames: string[],
  options: { reindex?: boolean } = {},
): Promise<void> {
  const tagIds = await tagIdsOf(t, tagNames);
  if (tagIds.length) await t.db.insert(userPreferences).values(tagIds.map((tagId) => ({ userId, tagId })));
  if (options.reindex ?? true) await reindexSeeker(t.db, userId);
}

async function tagIdsOf(t: TestApp, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await t.db.select().from(tags).where(inArray(tags.name, names));
  if (rows.length !== names.length) throw new Error(`unknown tag among ${names.join(', ')}`);
  return names.map((name) => rows.find((r) => r.name === name)?.id ?? 0);
}

async function disabilityTagIdsOf(t: TestApp, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await t.db.select().from(disabilityTags).where(inArray(disabilityTags.name, names));
  if (rows.length !== names.length) throw new Error(`unknown disability tag among ${names.join(', ')}`);
  return names.map((name) => rows.find((r) => r.name === name)?.id ?? 0);
}

/** Reads a user row (to check what the server stored). */
export async function userRow(t: TestApp, email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}
