import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { disabilityTags, jobPostDisabilityTags, jobPosts, jobPostTags, tags } from '../../db/schema.js';
import { feedJobsQuery, type FeedJobRow } from '../job-feed/index.js';

export type JobRow = typeof jobPosts.$inferSelect;
export type NewJobRow = typeof jobPosts.$inferInsert;

/** Newest jobs, as every job list reads them (company name and tag names in the same query). */
export function listPublicJobs(db: Database, limit: number): Promise<FeedJobRow[]> {
  return feedJobsQuery(db).orderBy(desc(jobPosts.createdAt), desc(jobPosts.id)).limit(limit);
}

/** Every specialty tag, by name (byte order, so PGlite and any PostgreSQL locale agree). */
export function listTags(db: Database) {
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .orderBy(sql`${tags.name} collate "C"`);
}

/** Every disability tag, by name (byte order, as listTags). */
export function listDisabilityTags(db: Database) {
  return db
    .select({ id: disabilityTags.id, name: disabilityTags.name })
    .from(disabilityTags)
    .orderBy(sql`${disabilityTags.name} collate "C"`);
}

/** How many of the given (distinct) specialty tag ids exist. */
export async function countExistingTags(db: Database, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
  return row?.n ?? 0;
}

/** How many of the given (distinct) disability tag ids exist. */
export async function countExistingDisabilityTags(db: Database, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(disabilityTags)
    .where(inArray(disabilityTags.id, [...ids]));
  return row?.n ?? 0;
}

/** Whether a job exists (for the public reads that must answer 404 for a missing job). */
export async function jobExists(db: Database, jobId: number): Promise<boolean> {
  const [row] = await db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.id, jobId)).limit(1);
  return row !== undefined;
}

/** The ids of a job's specialty tags, ascending. */
export function listJobTagIds(db: Database, jobId: number) {
  return db
    .select({ id: jobPostTags.tagId })
    .from(jobPostTags)
    .where(eq(jobPostTags.jobId, jobId))
    .orderBy(asc(jobPostTags.tagId));
}

/** The ids of a job's disability tags, ascending. */
export function listJobDisabilityTagIds(db: Database, jobId: number) {
  return db
    .select({ id: jobPostDisabilityTags.disabilityTagId })
    .from(jobPostDisabilityTags)
    .where(eq(jobPostDisabilityTags.jobId, jobId))
    .orderBy(asc(jobPostDisabilityTags.disabilityTagId));
}

/**
 * Reads a job and locks its row until the transaction ends. An application being submitted for the job
 * waits on this lock (its foreign key), so the applicants collected before a delete are all of them.
 */
export async function findJobForUpdate(tx: Database, jobId: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobPosts).where(eq(jobPosts.id, jobId)).for('update').limit(1);
  return row;
}

/** Inserts a job and answers its id. */
export async function insertJob(tx: Database, values: NewJobRow): Promise<number> {
  const [row] = await tx.insert(jobPosts).values(values).returning({ id: jobPosts.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

/** Changes the given columns of a job. */
export async function updateJob(tx: Database, jobId: number, values: Partial<NewJobRow>): Promise<void> {
  await tx.update(jobPosts).set(values).where(eq(jobPosts.id, jobId));
}

/** Makes the job's specialty tags exactly `tagIds`. */
export async function replaceJobTags(tx: Database, jobId: number, tagIds: readonly number[]): Promise<void> {
  await tx.delete(jobPostTags).where(eq(jobPostTags.jobId, jobId));
  if (tagIds.length > 0) await tx.insert(jobPostTags).values(tagIds.map((tagId) => ({ jobId, tagId })));
}

/** Makes the job's disability tags exactly `tagIds`. */
export async function replaceJobDisabilityTags(tx: Database, jobId: number, tagIds: readonly number[]): Promise<void> {
  await tx.delete(jobPostDisabilityTags).where(eq(jobPostDisabilityTags.jobId, jobId));
  if (tagIds.length > 0) {
    await tx.insert(jobPostDisabilityTags).values(tagIds.map((disabilityTagId) => ({ jobId, disabilityTagId })));
  }
}

/** Deletes a job; its tags and applications go with it (foreign keys cascade). */
export async function deleteJobRow(tx: Database, jobId: number): Promise<void> {
  await tx.delete(jobPosts).where(eq(jobPosts.id, jobId));
}
