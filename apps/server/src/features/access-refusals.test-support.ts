import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  applications,
  employeeProfiles,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  notifications,
  tags,
  userPreferences,
  users,
} from '../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  createPreferences,
  uniqueIp,
  type TestUser,
} from '../../test/factories.js';
import { multipartForm, type FormPart, type TestApp } from '../../test/test-app.js';

export type Role = 'Employee' | 'Employer' | 'Admin';
export const ROLES: readonly Role[] = ['Employee', 'Employer', 'Admin'];

/**
 * Everyone and everything the refusal cases act on. Employer A and job seeker "seeker" are the callers;
 * employer B's job and the other job seeker's application are "someone else's object".
 */
export interface World {
  admin: TestUser;
  employerA: TestUser;
  employerB: TestUser;
  seeker: TestUser;
  otherSeeker: TestUser;
  /** Employer A's job (seeker applied to it) and employer B's job (other seeker applied to it). */
  jobA: number;
  jobB: number;
  appOfSeeker: number;
  appOfOther: number;
  /** A real specialty tag no job or person has yet (bodies carrying it would change tags if accepted). */
  tagId: number;
}

const PROFILE = {
  role: 'Customer Service Representative',
  experience: 'Three years answering customer e-mails and chats.',
  location: 'Quezon City, Metro Manila',
  skills: 'Customer Service, Typing',
  contactNo: '+63 917 555 0101',
} as const;

async function createSeekerWithProfile(t: TestApp, fullName: string): Promise<TestUser> {
  const seeker = await createEmployee(t);
  await t.db.insert(employeeProfiles).values({ ...PROFILE, fullName, userId: seeker.id });
  return seeker;
}

async function insertApplication(t: TestApp, jobId: number, applicantId: number, name: string): Promise<number> {
  const [row] = await t.db
    .insert(applications)
    .values({
      jobId,
      applicantId,
      applicantName: name,
      applicantRole: PROFILE.role,
      applicantExperience: PROFILE.experience,
      applicantLocation: PROFILE.location,
      applicantSkills: PROFILE.skills,
      applicantContactNo: PROFILE.contactNo,
      resumeKey: `applications/test-${applicantId}.pdf`,
      resumeContentType: 'application/pdf',
      resumeName: 'resume.pdf',
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('application not created');
  return row.id;
}

export async function createWorld(t: TestApp): Promise<World> {
  const admin = await createAdmin(t);
  const employerA = await createEmployer(t);
  const employerB = await createEmployer(t);
  await createEmployerProfile(t, employerA.id, 'Company A Inc.');
  await createEmployerProfile(t, employerB.id, 'Company B Inc.');
  const jobA = (await createJob(t, employerA.id, { title: 'Chat Support Agent', tags: ['Customer Support'] })).id;
  const jobB = (await createJob(t, employerB.id, { title: 'Data Encoder', tags: ['Customer Support'] })).id;
  const seeker = await createSeekerWithProfile(t, 'Maria Clara Santos');
  const otherSeeker = await createSeekerWithProfile(t, 'Jose Rizal Mercado');
  await createPreferences(t, seeker.id, ['Customer Support']);
  await createPreferences(t, otherSeeker.id, ['Customer Support']);
  const appOfSeeker = await insertApplication(t, jobA, seeker.id, 'Maria Clara Santos');
  const appOfOther = await insertApplication(t, jobB, otherSeeker.id, 'Jose Rizal Mercado');
  const [tag] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.name, 'Call Center'));
  if (!tag) throw new Error('reference tag missing');
  return { admin, employerA, employerB, seeker, otherSeeker, jobA, jobB, appOfSeeker, appOfOther, tagId: tag.id };
}

/** Bodies a caller could validly send, so only an access check can stop them (each would change data). */
export const editJobBody = (w: World) => ({
  job_title: 'Renamed By Someone Else',
  category: 'Technology',
  tags: [w.tagId],
});
export const newJobBody = (w: World) => ({
  job_title: 'Should Not Exist',
  job_desc: 'A job that must not be posted.',
  job_type: 'Full Time',
  category: 'Technology',
  location: 'Remote',
  tags: [w.tagId],
});
export const EMPLOYER_FORM: FormPart[] = [
  { name: 'comp_name', value: 'Should Not Be Saved Inc.' },
  { name: 'industry', value: 'Information Technology' },
  { name: 'comp_desc', value: 'A profile that must not be saved.' },
  { name: 'location', value: 'Makati City' },
  { name: 'contact_no', value: '+63 2 8123 4567' },
];

/** The caller standing for each role. */
export function userOfRole(w: World, role: Role): TestUser {
  if (role === 'Employee') return w.seeker;
  if (role === 'Employer') return w.employerA;
  return w.admin;
}

/** One HTTP call: JSON body, multipart form (built fresh for each send) or none. */
export interface Call {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  json?: object;
  form?: FormPart[];
}

/** Sends a call, from its own address so per-address rate limits of one case never touch another. */
export function send(t: TestApp, call: Call, token?: string): Promise<LightMyRequestResponse> {
  const body = call.form ? multipartForm(call.form) : call.json ? { payload: call.json } : {};
  return t.request({
    method: call.method,
    url: call.url,
    remoteAddress: uniqueIp(),
    ...body,
    ...(token ? { token } : {}),
  });
}

/**
 * The refusal has the expected status and a message a person can read: words starting with a capital
 * (some contract messages, like "No Profile Found", have no full stop), no internals (error codes,
 * "undefined", stack-like text).
 */
export function expectHumanRefusal(response: LightMyRequestResponse, statuses: number | number[]): string {
  const allowed = Array.isArray(statuses) ? statuses : [statuses];
  expect(allowed, `status ${response.statusCode}: ${response.body}`).toContain(response.statusCode);
  const body = response.json<{ error?: unknown }>();
  expect(typeof body.error, response.body).toBe('string');
  const error = String(body.error).trim();
  expect(error.length, response.body).toBeGreaterThanOrEqual(10);
  expect(error, response.body).toMatch(/^[A-Z"]\S*\s+\S+/u);
  expect(error, response.body).not.toMatch(/FST_|undefined|null|NaN|\bError:|Exception|\bat \S+:\d+/u);
  return error;
}

/**
 * Everything a wrongly accepted call could change: jobs and their tags, applications, profiles,
 * preferences, accounts, notifications and mail.
 */
export async function snapshot(t: TestApp) {
  return {
    users: await t.db
      .select({ id: users.id, email: users.email, type: users.userType, approved: users.isApproved })
      .from(users)
      .orderBy(asc(users.id)),
    jobs: await t.db
      .select({
        id: jobPosts.id,
        employerId: jobPosts.employerId,
        title: jobPosts.jobTitle,
        desc: jobPosts.jobDesc,
        type: jobPosts.jobType,
        category: jobPosts.category,
        location: jobPosts.location,
        updatedAt: jobPosts.updatedAt,
      })
      .from(jobPosts)
      .orderBy(asc(jobPosts.id)),
    jobTags: await t.db.select().from(jobPostTags).orderBy(asc(jobPostTags.jobId), asc(jobPostTags.tagId)),
    jobDisabilityTags: await t.db
      .select()
      .from(jobPostDisabilityTags)
      .orderBy(asc(jobPostDisabilityTags.jobId), asc(jobPostDisabilityTags.disabilityTagId)),
    applications: await t.db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        applicantId: applications.applicantId,
        status: applications.status,
        action: applications.action,
        decidedAt: applications.decidedAt,
      })
      .from(applications)
      .orderBy(asc(applications.id)),
    employerProfiles: await t.db.select().from(employerProfiles).orderBy(asc(employerProfiles.userId)),
    employeeProfiles: await t.db.select().from(employeeProfiles).orderBy(asc(employeeProfiles.userId)),
    preferences: await t.db
      .select()
      .from(userPreferences)
      .orderBy(asc(userPreferences.userId), asc(userPreferences.tagId)),
    notifications: await t.db.select({ id: notifications.id }).from(notifications).orderBy(asc(notifications.id)),
    mails: t.mailer.sent.length,
  };
}

/** The job row, or undefined when it is gone. */
export async function jobRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(jobPosts).where(eq(jobPosts.id, id));
  return row;
}

/** The application row, or undefined when it is gone. */
export async function applicationRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}
