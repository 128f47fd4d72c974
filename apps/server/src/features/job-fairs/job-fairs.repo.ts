import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts } from '../../db/schema.js';
import { jobFairJobs, jobFairs } from '../../db/schema-job-fairs.js';

export type NewJobFairRow = typeof jobFairs.$inferInsert;

/** The columns of a fair its writes decide on (owner, capacity, times, place), read under a lock. */
export interface LockedFair {
  id: number;
  employerId: number;
  capacity: number | null;
  startsAt: Date;
  endsAt: Date;
  format: 'onsite' | 'online' | 'hybrid';
  venue: string;
  onlineUrl: string;
}

/**
 * Locks a fair's row until the transaction ends (FOR UPDATE), or null when there is no such fair. Every
 * write that counts seats takes this lock first, so registrations, cancellations and capacity changes of
 * one fair happen one after another and never give away more seats than there are.
 */
export async function lockFair(tx: Database, fairId: number): Promise<LockedFair | null> {
  const [row] = await tx
    .select({
      id: jobFairs.id,
      employerId: jobFairs.employerId,
      capacity: jobFairs.capacity,
      startsAt: jobFairs.startsAt,
      endsAt: jobFairs.endsAt,
      format: jobFairs.format,
      venue: jobFairs.venue,
      onlineUrl: jobFairs.onlineUrl,
    })
    .from(jobFairs)
    .where(eq(jobFairs.id, fairId))
    .for('update');
  return row ?? null;
}

/** Inserts a fair; answers its id. */
export async function insertFair(tx: Database, values: NewJobFairRow): Promise<number> {
  const [row] = await tx.insert(jobFairs).values(values).returning({ id: jobFairs.id });
  if (!row) throw new Error('job fair not inserted');
  return row.id;
}

/** Overwrites a fair's editable columns. */
export async function updateFair(tx: Database, fairId: number, values: Partial<NewJobFairRow>): Promise<void> {
  await tx.update(jobFairs).set(values).where(eq(jobFairs.id, fairId));
}

/** Deletes a fair; its jobs list and registrations go with it (cascade). */
export async function deleteFair(tx: Database, fairId: number): Promise<void> {
  await tx.delete(jobFairs).where(eq(jobFairs.id, fairId));
}

/** Makes the fair's jobs exactly `jobIds`. */
export async function replaceFairJobs(tx: Database, fairId: number, jobIds: readonly number[]): Promise<void> {
  await tx.delete(jobFairJobs).where(eq(jobFairJobs.jobFairId, fairId));
  if (jobIds.length > 0) await tx.insert(jobFairJobs).values(jobIds.map((jobId) => ({ jobFairId: fairId, jobId })));
}

/**
 * Which of the given job ids are posts of this employer, locked (FOR SHARE) until the transaction ends so
 * none of them is deleted before the fair's job list is written.
 */
export async function lockJobsOfEmployer(
  tx: Database,
  employerId: number,
  jobIds: readonly number[],
): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const rows = await tx
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(eq(jobPosts.employerId, employerId), inArray(jobPosts.id, [...jobIds])))
    .for('share');
  return rows.map((row) => row.id);
}

/** A job as the fair screens list it, with its company's name (null without a company profile). */
export interface FairJobRow {
  id: number;
  jobTitle: string;
  compName: string | null;
  location: string;
  jobType: string;
  category: string;
  salaryRange: string | null;
}

const fairJobColumns = {
  id: jobPosts.id,
  jobTitle: jobPosts.jobTitle,
  compName: employerProfiles.compName,
  location: jobPosts.location,
  jobType: jobPosts.jobType,
  category: jobPosts.category,
  salaryRange: jobPosts.salaryRange,
};

/** The jobs offered at a fair, in id order (the order of the fair's `jobs` ids). */
export function findJobsOfFair(db: Database, fairId: number): Promise<FairJobRow[]> {
  return db
    .select(fairJobColumns)
    .from(jobFairJobs)
    .innerJoin(jobPosts, eq(jobPosts.id, jobFairJobs.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(jobFairJobs.jobFairId, fairId))
    .orderBy(asc(jobPosts.id));
}

/** Every job of an employer, newest first, each marked when it is offered at the fair. */
export function findEmployerJobsForFair(
  db: Database,
  employerId: number,
  fairId: number,
): Promise<(FairJobRow & { selected: boolean })[]> {
  return db
    .select({
      ...fairJobColumns,
      selected: sql<boolean>`exists (select 1 from ${jobFairJobs}
        where ${jobFairJobs.jobFairId} = ${fairId} and ${jobFairJobs.jobId} = ${jobPosts.id})`,
    })
    .from(jobPosts)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(jobPosts.employerId, employerId))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
}
