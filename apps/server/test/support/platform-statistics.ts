import type { DisabilityCategory, JobCategory, PlatformStatistics } from '@kakayahan/contracts';
import { expect } from 'vitest';
import { employerVerifications } from '../../src/db/schema-admin.js';
import { applications, jobPosts, users } from '../../src/db/schema.js';
import type { TestApp } from '../test-app.js';

// A population with known figures for the Platform Statistics tests: people, jobs and applications are
// inserted straight into the database with chosen dates (Manila wall-clock times), so every figure of the
// answer can be counted by hand. The tests' period is March 2025 (from 2025-03-01 to 2025-03-31); the
// clock stands at NOW. The hand counts are written next to the tests that use them.

/** An instant from a Manila date and time, "2025-03-09 23:30". */
export const manila = (dateTime: string): Date => new Date(`${dateTime.replace(' ', 'T')}:00+08:00`);

/** The app's clock during these tests (a Thursday). */
export const STATISTICS_NOW = manila('2025-04-10 12:00');
export const MARCH = { from: '2025-03-01', to: '2025-03-31' };

const NCR = '1374010000000001';
const NCR_B = '1376030000000002';
const BARMM_15 = '1538070000000003';
const BARMM_19 = '1999010000000004';
const CENTRAL_VISAYAS = '0722170000000005';
const ILOCOS = '0128010000000006';
const UNKNOWN_CODE = '9912340000000007';
const TWELVE_DIGITS = '123456789012';
const WITH_LETTERS = '13A4567890123456';
/** Every ID number the population holds: none may appear in an answer. */
export const SEEDED_ID_NUMBERS = [
  NCR,
  NCR_B,
  BARMM_15,
  BARMM_19,
  CENTRAL_VISAYAS,
  ILOCOS,
  UNKNOWN_CODE,
  TWELVE_DIGITS,
  WITH_LETTERS,
];

interface SeekerSpec {
  key: string;
  signedUp: string;
  disability: DisabilityCategory;
  idNumber: string | null;
  verified: boolean;
  approved: string | null;
}

const VISUAL = 'Visual Disability';
const DEAF = 'Deaf or Hard of Hearing';
const PHYSICAL = 'Physical Disability (Orthopedic)';

/** s1–s16 signed up in March 2025; o1–o4 outside it. */
const SEEKERS: SeekerSpec[] = [
  {
    key: 's1',
    signedUp: '2025-03-01 00:00',
    disability: VISUAL,
    idNumber: NCR,
    verified: true,
    approved: '2025-03-01 10:00',
  },
  {
    key: 's2',
    signedUp: '2025-03-03 09:00',
    disability: VISUAL,
    idNumber: NCR,
    verified: true,
    approved: '2025-03-04 09:00',
  },
  {
    key: 's3',
    signedUp: '2025-03-05 08:00',
    disability: VISUAL,
    idNumber: NCR_B,
    verified: true,
    approved: '2025-03-05 14:00',
  },
  // A Sunday 23:30 in Manila (15:30 UTC) and the Monday 00:10 after it (still Sunday in UTC).
  {
    key: 's4',
    signedUp: '2025-03-09 23:30',
    disability: VISUAL,
    idNumber: NCR,
    verified: true,
    approved: '2025-03-11 23:30',
  },
  {
    key: 's5',
    signedUp: '2025-03-10 00:10',
    disability: VISUAL,
    idNumber: NCR,
    verified: true,
    approved: '2025-03-10 12:10',
  },
  {
    key: 's6',
    signedUp: '2025-03-12 10:00',
    disability: DEAF,
    idNumber: BARMM_15,
    verified: true,
    approved: '2025-04-02 10:00',
  },
  { key: 's7', signedUp: '2025-03-13 10:00', disability: DEAF, idNumber: BARMM_15, verified: true, approved: null },
  { key: 's8', signedUp: '2025-03-14 10:00', disability: DEAF, idNumber: BARMM_15, verified: true, approved: null },
  { key: 's9', signedUp: '2025-03-15 10:00', disability: DEAF, idNumber: BARMM_19, verified: true, approved: null },
  {
    key: 's10',
    signedUp: '2025-03-17 10:00',
    disability: PHYSICAL,
    idNumber: BARMM_19,
    verified: true,
    approved: '2025-03-18 04:20',
  },
  {
    key: 's11',
    signedUp: '2025-03-18 10:00',
    disability: PHYSICAL,
    idNumber: CENTRAL_VISAYAS,
    verified: true,
    approved: '2025-03-19 10:00',
  },
  {
    key: 's12',
    signedUp: '2025-03-20 10:00',
    disability: PHYSICAL,
    idNumber: null,
    verified: true,
    approved: '2025-03-20 13:00',
  },
  {
    key: 's13',
    signedUp: '2025-03-22 10:00',
    disability: PHYSICAL,
    idNumber: TWELVE_DIGITS,
    verified: true,
    approved: '2025-03-23 10:00',
  },
  {
    key: 's14',
    signedUp: '2025-03-25 10:00',
    disability: PHYSICAL,
    idNumber: UNKNOWN_CODE,
    verified: false,
    approved: null,
  },
  {
    key: 's15',
    signedUp: '2025-03-28 10:00',
    disability: PHYSICAL,
    idNumber: UNKNOWN_CODE,
    verified: false,
    approved: null,
  },
  {
    key: 's16',
    signedUp: '2025-03-31 23:59',
    disability: 'Learning Disability',
    idNumber: WITH_LETTERS,
    verified: true,
    approved: null,
  },
  {
    key: 'o1',
    signedUp: '2025-02-28 23:59',
    disability: VISUAL,
    idNumber: ILOCOS,
    verified: true,
    approved: '2025-03-02 23:59',
  },
  {
    key: 'o2',
    signedUp: '2025-02-10 10:00',
    disability: VISUAL,
    idNumber: ILOCOS,
    verified: true,
    approved: '2025-02-11 10:00',
  },
  { key: 'o3', signedUp: '2025-04-01 00:00', disability: VISUAL, idNumber: ILOCOS, verified: true, approved: null },
  { key: 'o4', signedUp: '2025-04-10 02:00', disability: DEAF, idNumber: NCR, verified: false, approved: null },
];

/** j1–j10 posted in March 2025; j11–j14 outside it. */
const JOBS: { key: string; category: JobCategory; posted: string }[] = [
  { key: 'j1', category: 'Technology', posted: '2025-03-03 09:00' },
  { key: 'j2', category: 'Technology', posted: '2025-03-04 10:00' },
  { key: 'j3', category: 'Technology', posted: '2025-03-10 00:10' },
  { key: 'j4', category: 'Sales', posted: '2025-03-05 10:00' },
  { key: 'j5', category: 'Sales', posted: '2025-03-11 10:00' },
  { key: 'j6', category: 'Healthcare', posted: '2025-03-12 10:00' },
  { key: 'j7', category: 'Education', posted: '2025-03-13 10:00' },
  { key: 'j8', category: 'Finance', posted: '2025-03-14 10:00' },
  { key: 'j9', category: 'Design', posted: '2025-03-20 10:00' },
  { key: 'j10', category: 'Legal', posted: '2025-03-21 10:00' },
  { key: 'j11', category: 'Retail', posted: '2025-02-10 10:00' },
  { key: 'j12', category: 'Retail', posted: '2025-02-11 10:00' },
  { key: 'j13', category: 'Retail', posted: '2025-04-01 00:00' },
  { key: 'j14', category: 'Retail', posted: '2025-04-05 10:00' },
];

type Status = (typeof applications.$inferInsert)['status'];
/** a1–a8, a11, a12 sent in March 2025; a9 and a10 outside it. */
const APPLICATIONS: { seeker: string; job: string; sent: string; status: Status }[] = [
  { seeker: 's1', job: 'j1', sent: '2025-03-05 10:00', status: 'Approved' },
  { seeker: 's1', job: 'j4', sent: '2025-03-06 10:00', status: 'Pending' },
  { seeker: 's2', job: 'j1', sent: '2025-03-06 10:00', status: 'Approved' },
  { seeker: 's2', job: 'j2', sent: '2025-03-07 10:00', status: 'Declined' },
  { seeker: 's3', job: 'j1', sent: '2025-03-08 10:00', status: 'Pending' },
  { seeker: 's4', job: 'j3', sent: '2025-03-12 10:00', status: 'Interviewed' },
  { seeker: 's10', job: 'j6', sent: '2025-03-19 10:00', status: 'Approved' },
  { seeker: 's11', job: 'j6', sent: '2025-03-20 10:00', status: 'Pending' },
  { seeker: 's6', job: 'j7', sent: '2025-04-03 10:00', status: 'Pending' },
  { seeker: 'o2', job: 'j11', sent: '2025-02-12 10:00', status: 'Approved' },
  { seeker: 'o2', job: 'j1', sent: '2025-03-10 10:00', status: 'Pending' },
  { seeker: 'o1', job: 'j4', sent: '2025-03-15 10:00', status: 'Pending' },
];

/** Employers: one verified, one pending, one rejected, one that never sent a registration. */
const EMPLOYERS = ['verified', 'pending', 'rejected', null] as const;

/** Moves the test app's clock to an instant (the app is this file's own). */
export function setClock(t: TestApp, instant: Date): void {
  t.clock.advance(instant.getTime() - t.clock.now().getTime());
}

const idOf = (ids: Map<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no ${key} in the population`);
  return id;
};

/** Inserts the population above (20 job seekers, 4 employers, 14 jobs, 12 applications). */
export async function seedStatisticsPopulation(t: TestApp): Promise<void> {
  const seekerRows = await t.db
    .insert(users)
    .values(
      SEEKERS.map((seeker) => ({
        email: `${seeker.key}@statistics.example`,
        passwordHash: 'not-a-real-hash',
        userType: 'Employee' as const,
        firstName: 'Seeker',
        lastName: seeker.key,
        disability: seeker.disability,
        idNumber: seeker.idNumber,
        emailVerifiedAt: seeker.verified ? manila(seeker.signedUp) : null,
        isApproved: seeker.approved !== null,
        approvedAt: seeker.approved === null ? null : manila(seeker.approved),
        createdAt: manila(seeker.signedUp),
      })),
    )
    .returning({ id: users.id, key: users.lastName });
  const seekerIds = new Map(seekerRows.map((row) => [row.key, row.id]));
  const employerRows = await t.db
    .insert(users)
    .values(
      EMPLOYERS.map((_, i) => ({
        email: `employer${i}@statistics.example`,
        passwordHash: 'not-a-real-hash',
        userType: 'Employer' as const,
        firstName: 'Employer',
        lastName: String(i),
        isApproved: true,
        createdAt: manila('2025-01-06 10:00'),
      })),
    )
    .returning({ id: users.id });
  const verifications = EMPLOYERS.flatMap((status, i) => {
    const employerId = employerRows[i]?.id;
    return status === null || employerId === undefined
      ? []
      : [
          {
            employerId,
            registrationType: 'SEC',
            registrationNumber: `CS20250000${i}`,
            tin: '123-456-789-000',
            documentKey: `registrations/${employerId}.pdf`,
            documentContentType: 'application/pdf',
            documentName: 'registration.pdf',
            status,
          },
        ];
  });
  await t.db.insert(employerVerifications).values(verifications);
  const jobRows = await t.db
    .insert(jobPosts)
    .values(
      JOBS.map((job, i) => ({
        employerId: employerRows[i % employerRows.length]?.id ?? 0,
        jobTitle: job.key,
        jobDesc: 'A job of the statistics tests.',
        jobType: 'Full Time',
        category: job.category,
        location: 'Quezon City',
        createdAt: manila(job.posted),
      })),
    )
    .returning({ id: jobPosts.id, key: jobPosts.jobTitle });
  const jobIds = new Map(jobRows.map((row) => [row.key, row.id]));
  await t.db.insert(applications).values(
    APPLICATIONS.map((application) => ({
      jobId: idOf(jobIds, application.job),
      applicantId: idOf(seekerIds, application.seeker),
      status: application.status,
      applicantName: application.seeker,
      applicantRole: 'Job seeker',
      applicantExperience: 'Some',
      applicantLocation: 'Quezon City',
      applicantSkills: 'Typing',
      createdAt: manila(application.sent),
    })),
  );
}

/** GET /api/platform-statistics/ with a query string. */
export function requestStatistics(t: TestApp, token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.request({ method: 'GET', url: `/api/platform-statistics/${search ? `?${search}` : ''}`, token });
}

/** The statistics answer; the test fails unless it is a 200. */
export async function getStatistics(
  t: TestApp,
  token: string,
  query: Record<string, string> = {},
): Promise<PlatformStatistics> {
  const response = await requestStatistics(t, token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlatformStatistics>();
}
