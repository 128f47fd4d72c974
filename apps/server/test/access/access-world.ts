/**
 * The people and objects the generated access tests act on: one caller of each kind, and for every kind
 * of object one that belongs to the callers and one that belongs to someone else.
 */
import { eq, sql } from 'drizzle-orm';
import { chatMessages, chatRooms, forumComments, forumPosts, reports } from '../../src/db/schema-community.js';
import { jobFairJobs, jobFairRegistrations, jobFairs } from '../../src/db/schema-job-fairs.js';
import { rowsOf } from '../../src/db/raw-rows.js';
import { applications, employeeProfiles, tags } from '../../src/db/schema.js';
import { savedJobs } from '../../src/db/schema-job-seeker.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  createJob,
  createNotification,
  createPreferences,
  type TestUser,
} from '../factories.js';
import type { TestApp } from '../test-app.js';

/** Who calls: anonymous, the two kinds of job seeker who may not sign in yet, and one of each role. */
export const CALLERS = ['anonymous', 'unverified', 'pending', 'seeker', 'employer', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface World {
  unverified: TestUser;
  pending: TestUser;
  seeker: TestUser;
  employer: TestUser;
  admin: TestUser;
  /** Someone else: another employer and another job seeker, each with their own objects. */
  otherEmployer: TestUser;
  otherSeeker: TestUser;
  /** A job seeker waiting for approval whom the admin acts on. */
  applicant: TestUser;
  jobOfEmployer: number;
  jobOfOther: number;
  applicationOfSeeker: number;
  applicationOfOther: number;
  postOfOther: number;
  commentOfOther: number;
  notificationOfOther: number;
  roomOfOthers: number;
  reportOfOther: number;
  /** A job fair of the other employer (next month, with their job), and the other job seeker's place at it. */
  fairOfOther: number;
  registrationOfOther: number;
  /** The other job seeker's saved job (issue 16). */
  savedJobOfOther: number;
}

const PROFILE = {
  role: 'Customer Service Representative',
  experience: 'Three years answering customer e-mails and chats.',
  location: 'Quezon City, Metro Manila',
  skills: 'Customer Service, Typing',
  contactNo: '+63 917 555 0101',
} as const;

async function seekerWithProfile(t: TestApp, fullName: string): Promise<TestUser> {
  const seeker = await createEmployee(t);
  await t.db.insert(employeeProfiles).values({ ...PROFILE, fullName, userId: seeker.id });
  await createPreferences(t, seeker.id, ['Customer Support']);
  return seeker;
}

async function apply(t: TestApp, jobId: number, applicantId: number, name: string): Promise<number> {
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

async function insertedId(rows: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('row not created');
  return row.id;
}

export async function createWorld(t: TestApp): Promise<World> {
  const [admin, employer, otherEmployer] = [await createAdmin(t), await createEmployer(t), await createEmployer(t)];
  await createEmployerProfile(t, employer.id, 'Company A Inc.');
  await createEmployerProfile(t, otherEmployer.id, 'Company B Inc.');
  const jobOfEmployer = (await createJob(t, employer.id, { title: 'Chat Support Agent', tags: ['Customer Support'] }))
    .id;
  const jobOfOther = (await createJob(t, otherEmployer.id, { title: 'Data Encoder', tags: ['Customer Support'] })).id;
  const seeker = await seekerWithProfile(t, 'Maria Clara Santos');
  const otherSeeker = await seekerWithProfile(t, 'Jose Rizal Mercado');
  const applicationOfSeeker = await apply(t, jobOfEmployer, seeker.id, 'Maria Clara Santos');
  const applicationOfOther = await apply(t, jobOfOther, otherSeeker.id, 'Jose Rizal Mercado');
  const postOfOther = await insertedId(
    t.db
      .insert(forumPosts)
      .values({ userId: otherSeeker.id, title: 'Tips for interviews', content: 'What helped you?' })
      .returning({ id: forumPosts.id }),
  );
  const commentOfOther = await insertedId(
    t.db
      .insert(forumComments)
      .values({ postId: postOfOther, userId: otherEmployer.id, content: 'Ask about accommodations.' })
      .returning({ id: forumComments.id }),
  );
  const notificationOfOther = (await createNotification(t, otherSeeker.id)).id;
  const [low, high] = [otherSeeker.id, otherEmployer.id].sort((a, b) => a - b) as [number, number];
  const roomOfOthers = await insertedId(
    t.db.insert(chatRooms).values({ userLowId: low, userHighId: high }).returning({ id: chatRooms.id }),
  );
  await t.db.insert(chatMessages).values({ roomId: roomOfOthers, senderId: otherSeeker.id, content: 'Hello po' });
  const reportOfOther = await insertedId(
    t.db
      .insert(reports)
      .values({
        reason: 'spam',
        reportDesc: 'Looks like an advertisement.',
        reportedBy: otherSeeker.id,
        contentType: 'comment',
        commentId: commentOfOther,
      })
      .returning({ id: reports.id }),
  );
  const fairStart = new Date(t.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
  const fairOfOther = await insertedId(
    t.db
      .insert(jobFairs)
      .values({
        employerId: otherEmployer.id,
        title: 'Company B Hiring Day',
        startsAt: fairStart,
        endsAt: new Date(fairStart.getTime() + 6 * 60 * 60 * 1000),
        venue: 'SM City North EDSA, Quezon City',
      })
      .returning({ id: jobFairs.id }),
  );
  await t.db.insert(jobFairJobs).values({ jobFairId: fairOfOther, jobId: jobOfOther });
  const registrationOfOther = await insertedId(
    t.db
      .insert(jobFairRegistrations)
      .values({ jobFairId: fairOfOther, userId: otherSeeker.id, status: 'registered', checkInCode: 'KJ7Q4M' })
      .returning({ id: jobFairRegistrations.id }),
  );
  const savedJobOfOther = await insertedId(
    t.db
      .insert(savedJobs)
      .values({
        userId: otherSeeker.id,
        jobId: jobOfEmployer,
        jobTitle: 'Chat Support Agent',
        compName: 'Company A Inc.',
      })
      .returning({ id: savedJobs.id }),
  );
  return {
    unverified: await createEmployee(t, { verified: false, approved: false }),
    pending: await createEmployee(t, { approved: false }),
    applicant: await createEmployee(t, { approved: false }),
    seeker,
    employer,
    admin,
    otherEmployer,
    otherSeeker,
    jobOfEmployer,
    jobOfOther,
    applicationOfSeeker,
    applicationOfOther,
    postOfOther,
    commentOfOther,
    notificationOfOther,
    roomOfOthers,
    reportOfOther,
    fairOfOther,
    registrationOfOther,
    savedJobOfOther,
  };
}

/** The token a caller sends (none for anonymous). */
export function tokenOf(w: World, caller: Caller): string | undefined {
  return caller === 'anonymous' ? undefined : w[caller].token;
}

/** A specialty tag's id (reference data), for bodies that carry one. */
export async function tagId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
  if (!row) throw new Error(`reference tag ${name} missing`);
  return row.id;
}

/**
 * A fingerprint of every row of every table (sessions aside: signed-in calls may touch last_used_at) and
 * of the mail sent, in one query: a refused call must leave it exactly as it was.
 */
export async function fingerprint(t: TestApp): Promise<unknown> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'sessions'
        ORDER BY table_name`),
  );
  const parts = tables.map(
    ({ name }) =>
      sql`(SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) FROM ${sql.identifier(name)} r) AS ${sql.identifier(name)}`,
  );
  const [hashes] = rowsOf<Record<string, string>>(await t.db.execute(sql`SELECT ${sql.join(parts, sql`, `)}`));
  return { tables: hashes, mails: t.mailer.sent.length };
}
