import { and, arrayContains, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, users } from '../../db/schema.js';
import { jobFairJobs, jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';

/** A fair with what every screen shows about it: the employer's name, counts and its jobs. */
export interface JobFairRow {
  id: number;
  employerId: number;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  format: 'onsite' | 'online' | 'hybrid';
  venue: string;
  onlineUrl: string;
  contactEmail: string;
  contactPhone: string;
  capacity: number | null;
  accessibility: string[];
  createdAt: Date;
  /** The company name, or the employer's own name without a company profile. */
  employerName: string;
  registeredCount: number;
  waitlistCount: number;
  jobIds: number[];
}

/** Which fairs to read; every condition given must hold. */
export interface FairFilter {
  ids?: number[];
  employerId?: number;
  /** Only fairs that end after this instant. */
  endingAfter?: Date;
  /** The fair has every one of these accessibility facts. */
  accessibility?: readonly string[];
  format?: 'onsite' | 'online' | 'hybrid';
}

const countOf = (status: 'registered' | 'waitlisted') =>
  sql<number>`(select count(*)::int from ${jobFairRegistrations}
    where ${jobFairRegistrations.jobFairId} = ${jobFairs.id} and ${jobFairRegistrations.status} = ${status})`;

/**
 * The fairs matching the filter, soonest first, each with its counts and job ids (the jobs of the fair
 * that still exist: a deleted job leaves its fairs).
 */
export async function findFairRows(db: Database, filter: FairFilter): Promise<JobFairRow[]> {
  const conditions: SQL[] = [];
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(jobFairs.id, filter.ids));
  }
  if (filter.employerId !== undefined) conditions.push(eq(jobFairs.employerId, filter.employerId));
  if (filter.endingAfter) conditions.push(gt(jobFairs.endsAt, filter.endingAfter));
  if (filter.accessibility && filter.accessibility.length > 0) {
    conditions.push(arrayContains(jobFairs.accessibility, [...filter.accessibility]));
  }
  if (filter.format) conditions.push(eq(jobFairs.format, filter.format));
  const rows = await db
    .select({
      id: jobFairs.id,
      employerId: jobFairs.employerId,
      title: jobFairs.title,
      description: jobFairs.description,
      startsAt: jobFairs.startsAt,
      endsAt: jobFairs.endsAt,
      format: jobFairs.format,
      venue: jobFairs.venue,
      onlineUrl: jobFairs.onlineUrl,
      contactEmail: jobFairs.contactEmail,
      contactPhone: jobFairs.contactPhone,
      capacity: jobFairs.capacity,
      accessibility: jobFairs.accessibility,
      createdAt: jobFairs.createdAt,
      compName: employerProfiles.compName,
      firstName: users.firstName,
      lastName: users.lastName,
      registeredCount: countOf('registered'),
      waitlistCount: countOf('waitlisted'),
      jobIds: sql<number[]>`coalesce((select array_agg(${jobFairJobs.jobId} order by ${jobFairJobs.jobId})
        from ${jobFairJobs} where ${jobFairJobs.jobFairId} = ${jobFairs.id}), '{}'::int[])`,
    })
    .from(jobFairs)
    .innerJoin(users, eq(users.id, jobFairs.employerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobFairs.employerId))
    .where(and(...conditions))
    .orderBy(asc(jobFairs.startsAt), asc(jobFairs.id));
  return rows.map(({ compName, firstName, lastName, ...row }) => ({
    ...row,
    employerName: compName?.trim() || `${firstName} ${lastName}`.trim(),
    jobIds: (row.jobIds ?? []).map(Number),
  }));
}

/** One fair by id, or null. */
export async function findFairRow(db: Database, id: number): Promise<JobFairRow | null> {
  const [row] = await findFairRows(db, { ids: [id] });
  return row ?? null;
}

/** A person's place at fairs: their registration id and status per fair (cancelled ones left out). */
export async function findOwnPlaces(
  db: Database,
  userId: number,
  fairIds: number[],
): Promise<Map<number, { id: number; status: 'registered' | 'waitlisted' }>> {
  if (fairIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: jobFairRegistrations.id,
      fairId: jobFairRegistrations.jobFairId,
      status: jobFairRegistrations.status,
    })
    .from(jobFairRegistrations)
    .where(
      and(
        eq(jobFairRegistrations.userId, userId),
        inArray(jobFairRegistrations.jobFairId, fairIds),
        ne(jobFairRegistrations.status, 'cancelled'),
      ),
    );
  return new Map(
    rows.map((row) => [row.fairId, { id: row.id, status: row.status === 'registered' ? 'registered' : 'waitlisted' }]),
  );
}
