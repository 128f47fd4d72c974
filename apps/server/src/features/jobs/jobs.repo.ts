import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { disabilityTags, jobPostDisabilityTags, jobPosts, jobPostTags, publicJobCards, tags } from '../../db/schema.js';

export type JobRow = typeof jobPosts.$inferSelect;
export type NewJobRow = typeof jobPosts.$inferInsert;

/** The name of the public list's prepared statement (the server bench's baseline prepares the same). */
export const PUBLIC_JOBS_STATEMENT = 'public_job_cards_newest';

/**
 * The newest jobs' cards, from the read model the database keeps at write time (public_job_cards, migration
 * 0017, decision 030): one index scan, no join, no tag aggregation per request. The same columns and order
 * as the feed's query (newest first, then the highest id), so the list's bytes are what they were. The
 * limit is a placeholder (`limit`), so the statement is built once; exported for the server bench's
 * baseline, which must run this very SQL.
 */
export function publicJobsQuery(db: Database) {
  return db
    .select({
      id: publicJobCards.jobId,
      jobTitle: publicJobCards.jobTitle,
      compName: publicJobCards.compName,
      location: publicJobCards.location,
      tagNames: publicJobCards.tagNames,
    })
    .from(publicJobCards)
    .orderBy(desc(publicJobCards.createdAt), desc(publicJobCards.jobId))
    .limit(sql.placeholder('limit'));
}
export type PublicJobCardRow = Awaited<ReturnType<typeof publicJobsQuery>>[number];

type PublicJobsStatement = ReturnType<ReturnType<typeof publicJobsQuery>['prepare']>;
const publicJobsStatements = new WeakMap<Database, PublicJobsStatement>();

/**
 * Newest jobs as the public list shows them (company name and tag names kept at write time). A prepared
 * statement per database (issue 15): drizzle builds the SQL once instead of per request, and on PostgreSQL
 * each pooled connection parses and plans it once (a named statement) instead of per request.
 */
export function listPublicJobs(db: Database, limit: number): Promise<PublicJobCardRow[]> {
  let statement = publicJobsStatements.get(db);
  if (!statement) {
    statement = publicJobsQuery(db).prepare(PUBLIC_JOBS_STATEMENT);
    publicJobsStatements.set(db, statement);
  }
  return statement.execute({ limit });
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
