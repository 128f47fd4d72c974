import { seedDemoCommunity } from './seed-demo-community.js';
import { seedDemoJobFairs } from './seed-demo-fairs.js';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeEmail, sortWorkplaceFacts } from '@kakayahan/contracts';
import { count, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { EventBus } from '../platform/events/event-bus.js';
import type { PrivateFileStore } from '../platform/files/private-file-store.js';
import { hashPassword } from '../platform/passwords.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import {
  applications,
  disabilityTags,
  employeeProfiles,
  employerProfiles,
  jobPostDisabilityTags,
  jobPosts,
  jobPostTags,
  notifications,
  pwdCards,
  tags,
  userPreferences,
  users,
} from '../db/schema.js';
import { profileViews, savedJobs, workNeeds } from '../db/schema-job-seeker.js';
import { refreshJobSearch } from '../features/jobs/job-search.repo.js';
import { reindexJobs, reindexSeeker } from '../features/recommendations/recommendation-index.js';
import { APPLICATIONS, COMPANIES, PEOPLE, SEEKER_PROFILES, type DemoPerson } from './seed-demo-data.js';
import { demoWorkplace, JOBS } from './seed-demo-jobs.js';
import { textPdf } from './seed-demo-pdf.js';
import { seedDemoVerifications, storeDemoCertificates } from './seed-demo-verifications.js';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
  note?: string;
}

/**
 * Whether to seed the demo data. DEMO_DATA=1 (`flag` true): into any database that has none yet, known
 * by its demo accounts (their .demo addresses), not by emptiness. DEMO_DATA unset: only into an empty
 * embedded database (a fresh `npm start`), where the administrator made from ADMIN_EMAIL (`adminEmail`)
 * does not count, so creating it first or last gives the same answer. DEMO_DATA=0: never.
 */
export async function shouldSeedDemoData(
  database: DatabaseHandle,
  flag: boolean | undefined,
  options: { adminEmail?: string | undefined } = {},
): Promise<boolean> {
  if (flag === false) return false;
  if (flag === true) return !(await hasDemoData(database.db));
  if (database.driver !== 'pglite') return false;
  const adminEmail = options.adminEmail ? normalizeEmail(options.adminEmail) : undefined;
  const [row] = await database.db
    .select({ n: count() })
    .from(users)
    .where(adminEmail ? ne(users.email, adminEmail) : undefined);
  return (row?.n ?? 0) === 0;
}

/** Whether any demo account exists: the marker that the demo data was seeded. */
async function hasDemoData(db: Database): Promise<boolean> {
  const emails = [...new Set(PEOPLE.map((person) => person.email))];
  const [row] = await db.select({ n: count() }).from(users).where(inArray(users.email, emails));
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds the demo. With `events`, the demo's upcoming job fairs are announced (`jobfair.scheduled`) in the
 * same transaction, so their reminders are scheduled like any fair's.
 */
export async function seedDemoData(
  db: Database,
  files: PrivateFileStore,
  options: { events?: EventBus } = {},
): Promise<DemoAccount[]> {
  const now = new Date();
  const hashes = new Map<string, string>();
  for (const password of new Set(PEOPLE.map((p) => p.password))) hashes.set(password, await hashPassword(password));
  // Card files first: a row never points at a file that is not there.
  const cards = new Map<string, Awaited<ReturnType<typeof storeDemoCard>>>();
  for (const person of PEOPLE) {
    if (person.card) cards.set(person.email, await storeDemoCard(files, person.card));
  }
  const resumes = new Map<string, string>();
  for (const profile of SEEKER_PROFILES) resumes.set(profile.email, await storeDemoResume(files, profile));
  const certificates = await storeDemoCertificates(files);

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        PEOPLE.map((p) => ({
          email: p.email,
          passwordHash: hashes.get(p.password) ?? '',
          userType: p.userType,
          firstName: p.firstName,
          lastName: p.lastName,
          disability: p.disability ?? null,
          idNumber: p.idNumber ?? null,
          emailVerifiedAt: now,
          isApproved: p.approved,
          approvedAt: p.approved ? now : null,
          createdAt: new Date(now.getTime() - (p.registeredHoursAgo ?? 0) * 3_600_000),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => {
      const id = inserted.find((u) => u.email === email)?.id;
      if (id === undefined) throw new Error(`demo user ${email} missing`);
      return id;
    };

    await tx
      .insert(employerProfiles)
      .values(COMPANIES.map(({ email, ...profile }) => ({ userId: idOf(email), compLogo: null, ...profile })));

    const tagRows = await tx.select().from(tags);
    const disabilityRows = await tx.select().from(disabilityTags);
    const tagId = (name: string) => tagRows.find((t) => t.name === name)?.id ?? 0;
    if (tagRows.length === 0 || disabilityRows.length === 0) {
      throw new Error('reference data missing: run the migrations first');
    }
    const disabilityId = (name: string) => disabilityRows.find((t) => t.name === name)?.id ?? 0;

    const jobIds = new Map<string, number>();
    for (const [index, job] of JOBS.entries()) {
      const workplace = demoWorkplace(job);
      const [row] = await tx
        .insert(jobPosts)
        .values({
          employerId: idOf(job.company),
          jobTitle: job.title,
          jobDesc: job.desc,
          jobType: job.type,
          category: job.category,
          salaryRange: job.salary,
          location: job.location,
          skillsReq: job.skills,
          workplaceFacts: sortWorkplaceFacts(workplace.facts),
          workplaceNote: workplace.note,
          createdAt: new Date(now.getTime() - index * 86_400_000),
        })
        .returning({ id: jobPosts.id });
      if (!row) continue;
      jobIds.set(job.title, row.id);
      if (job.tags.length)
        await tx.insert(jobPostTags).values(job.tags.map((t) => ({ jobId: row.id, tagId: tagId(t) })));
      if (job.disabilities.length) {
        await tx
          .insert(jobPostDisabilityTags)
          .values(job.disabilities.map((d) => ({ jobId: row.id, disabilityTagId: disabilityId(d) })));
      }
    }

    await refreshJobSearch(tx, { jobIds: [...jobIds.values()] });
    await reindexJobs(tx, [...jobIds.values()]);
    await seedProfilesAndApplications(tx, { idOf, jobIds, resumes, files, now });

    const readingOf = (email: string) => PEOPLE.find((p) => p.email === email)?.cardReading;
    const cardRows = [...cards].map(([email, card]) => {
      const reading = readingOf(email);
      const read = reading ? { readName: reading.name, readIdNumber: reading.idNumber, readAt: now } : {};
      return { userId: idOf(email), ...card, ...read };
    });
    if (cardRows.length > 0) await tx.insert(pwdCards).values(cardRows);

    const preferred = tagRows.filter((t) =>
      ['Web Development', 'Quality Assurance', 'Customer Support'].includes(t.name),
    );
    await tx
      .insert(userPreferences)
      .values(preferred.map((t) => ({ userId: idOf('maria.santos@kakayahan.demo'), tagId: t.id })));
    // Issue 16: Maria's saved jobs, one of them since removed (its note shows on Saved Jobs).
    const savedJob = (title: string) => {
      const jobId = jobIds.get(title);
      const demoJob = JOBS.find((job) => job.title === title);
      const company = COMPANIES.find((c) => c.email === demoJob?.company)?.compName;
      if (jobId === undefined || !company) throw new Error(`demo saved job ${title} missing`);
      return { jobId, jobTitle: title, compName: company };
    };
    await tx.insert(savedJobs).values([
      { userId: idOf('maria.santos@kakayahan.demo'), ...savedJob('QA Automation Engineer') },
      { userId: idOf('maria.santos@kakayahan.demo'), ...savedJob('Mobile App Tester') },
      {
        userId: idOf('maria.santos@kakayahan.demo'),
        jobId: null,
        jobTitle: 'Web Accessibility Auditor',
        compName: 'Alon Digital Studio',
        createdAt: new Date(now.getTime() - 9 * 86_400_000),
      },
    ]);
    // Issue 16: who has seen Maria (decision 036), so My Profile's list has content.
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const maria = idOf('maria.santos@kakayahan.demo');
    await tx.insert(profileViews).values([
      {
        subjectId: maria,
        employerId: idOf('hiring@bayanihan-tech.demo'),
        kind: 'profile',
        firstViewedAt: hoursAgo(120),
        lastViewedAt: hoursAgo(3),
        views: 4,
      },
      {
        subjectId: maria,
        employerId: idOf('hiring@bayanihan-tech.demo'),
        kind: 'resume',
        firstViewedAt: hoursAgo(100),
        lastViewedAt: hoursAgo(26),
        views: 2,
      },
      {
        subjectId: maria,
        employerId: idOf('team@alon-digital.demo'),
        kind: 'profile',
        firstViewedAt: hoursAgo(50),
        lastViewedAt: hoursAgo(50),
        views: 1,
      },
    ]);
    // Issue 16: Maria's private "what I need at work", so her recommendations say which needs a job meets.
    await tx.insert(workNeeds).values({
      userId: idOf('maria.santos@kakayahan.demo'),
      needs: ['screen_reader', 'remote_or_hybrid'],
    });
    // Recommendations read a job seeker's precomputed query: build it once profile and preferences exist.
    for (const email of new Set(PEOPLE.filter((p) => p.userType === 'Employee').map((p) => p.email))) {
      await reindexSeeker(tx, idOf(email));
    }

    await tx.insert(notifications).values([
      {
        userId: maria,
        title: 'Welcome to Kakayahan Jobs',
        action: 'Your account is ready. Set your job preferences to see jobs picked for you.',
        isRead: true,
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
      },
      {
        userId: maria,
        title: 'Account approved',
        action: 'An administrator verified your PWD ID. You can now apply for jobs.',
        createdAt: new Date(now.getTime() - 86_400_000),
      },
      {
        userId: maria,
        title: 'Application approved',
        action: 'Bayanihan Tech Solutions approved your application for "Accessibility Tester".',
        createdAt: new Date(now.getTime() - 2 * 3_600_000),
      },
      {
        userId: maria,
        title: 'New job that matches you',
        action: 'Bayanihan Tech Solutions posted "Accessibility Tester".',
        createdAt: new Date(now.getTime() - 3_600_000),
      },
    ]);
    await tx.insert(notifications).values([
      {
        userId: idOf('hiring@bayanihan-tech.demo'),
        title: 'Welcome to Kakayahan Jobs',
        action: 'Your company profile is complete. Post your first job to reach candidates.',
      },
    ]);
    await seedDemoCommunity(tx, idOf, now);
    await seedDemoJobFairs(tx, { idOf, jobIds, now, events: options.events });
    await seedDemoVerifications(tx, { idOf, certificates, now });
  });

  return PEOPLE.map((p) => ({
    email: p.email,
    password: p.password,
    role: roleLabel(p.userType),
    ...(p.note ? { note: p.note } : {}),
  }));
}

/** Job seekers' profiles, then their applications with the profile copied in, as a submission would. */
async function seedProfilesAndApplications(
  tx: Database,
  seed: {
    idOf: (email: string) => number;
    jobIds: Map<string, number>;
    resumes: Map<string, string>;
    files: PrivateFileStore;
    now: Date;
  },
) {
  for (const { email, resume: _resume, ...profile } of SEEKER_PROFILES) {
    const userId = seed.idOf(email);
    await tx.insert(employeeProfiles).values({
      userId,
      ...profile,
      resumeKey: seed.resumes.get(email) ?? null,
      resumeContentType: 'application/pdf',
      resumeName: `${profile.fullName} resume.pdf`,
    });
  }
  for (const [index, application] of APPLICATIONS.entries()) {
    const profile = SEEKER_PROFILES.find((p) => p.email === application.email);
    const jobId = seed.jobIds.get(application.job);
    const resumeKey = seed.resumes.get(application.email);
    if (!profile || jobId === undefined) throw new Error(`demo application ${application.job} has no profile or job`);
    const copyKey = `applications/demo-${randomUUID()}.pdf`;
    const bytes = resumeKey ? await seed.files.get(resumeKey) : null;
    if (bytes) await seed.files.put(copyKey, bytes);
    const appliedAt = new Date(seed.now.getTime() - (5 - index) * 86_400_000);
    await tx.insert(applications).values({
      jobId,
      applicantId: seed.idOf(application.email),
      status: application.status,
      applicantName: profile.fullName,
      applicantRole: profile.role,
      applicantExperience: profile.experience,
      applicantLocation: profile.location,
      applicantSkills: profile.skills,
      applicantContactNo: profile.contactNo,
      disabilityDisclosed: application.disclose,
      accommodations: application.accommodations,
      accommodationNote: application.note,
      resumeKey: bytes ? copyKey : null,
      resumeContentType: bytes ? 'application/pdf' : null,
      resumeName: bytes ? `${profile.fullName} resume.pdf` : null,
      createdAt: appliedAt,
      decidedAt: application.status === 'Pending' ? null : new Date(appliedAt.getTime() + 86_400_000),
    });
  }
}

/** Writes a demo job seeker's resume (a generated one-page PDF) into the private store. */
async function storeDemoResume(files: PrivateFileStore, profile: (typeof SEEKER_PROFILES)[number]) {
  const key = `resumes/demo-${profile.resume}-${randomUUID()}.pdf`;
  await files.put(
    key,
    textPdf([
      profile.fullName,
      profile.proHeadline,
      `${profile.location} - ${profile.contactNo}`,
      '',
      'Skills',
      profile.skills,
      '',
      'Experience',
      profile.experience,
    ]),
  );
  return key;
}

const DEMO_CARDS_DIR = fileURLToPath(new URL('../../assets/demo-cards/', import.meta.url));

/** Copies a demo card photo into the private store (as an upload would) and describes it for pwd_cards. */
async function storeDemoCard(files: PrivateFileStore, name: string) {
  const bytes = await readFile(path.join(DEMO_CARDS_DIR, `${name}.webp`));
  const { width, height } = await sharp(bytes).metadata();
  const storageKey = `cards/demo-${name}-${randomUUID()}.webp`;
  await files.put(storageKey, bytes);
  return { storageKey, contentType: 'image/webp', byteSize: bytes.length, width, height };
}

function roleLabel(userType: DemoPerson['userType']): string {
  return userType === 'Employee' ? 'Job seeker' : userType;
}
