import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts, users } from '../../db/schema.js';
import { savedJobs } from '../../db/schema-job-seeker.js';

export type SavedJobRow = typeof savedJobs.$inferSelect;

/** The person's saved jobs, newest first (ties: the later save first). */
export function listSavedJobs(db: Database, userId: number): Promise<SavedJobRow[]> {
  return db
    .select()
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.id));
}

/** The person's entry for a job, if they saved it. */
export async function findSavedJob(db: Database, userId: number, jobId: number): Promise<SavedJobRow | undefined> {
  const [row] = await db
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .limit(1);
  return row;
}

/** How many entries the person keeps (removed jobs' notes count too: they take a line on the screen). */
export async function countSavedJobs(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return row?.n ?? 0;
}

/**
 * A job's title and company for the entry (kept for the note if the job is removed later), locking the job
 * row so it cannot be removed between this read and the insert. Undefined when there is no such job.
 */
export async function lockJobForSaving(tx: Database, jobId: number) {
  const [row] = await tx
    .select({ id: jobPosts.id, jobTitle: jobPosts.jobTitle, compName: employerProfiles.compName })
    .from(jobPosts)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(jobPosts.id, jobId))
    .for('share', { of: jobPosts })
    .limit(1);
  return row;
}

/** Locks the person's row, so two saves of one person count and insert one after the other. */
export async function lockSaver(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row !== undefined;
}

/** Inserts an entry; undefined when the person already saved the job (the unique index decides). */
export async function insertSavedJob(
  tx: Database,
  values: typeof savedJobs.$inferInsert,
): Promise<SavedJobRow | undefined> {
  const [row] = await tx
    .insert(savedJobs)
    .values(values)
    .onConflictDoNothing({ target: [savedJobs.userId, savedJobs.jobId] })
    .returning();
  return row;
}

/** Deletes the person's own entry; false when there is none of theirs with this id. */
export async function deleteOwnSavedJob(db: Database, userId: number, savedId: number): Promise<boolean> {
  const rows = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.id, savedId), eq(savedJobs.userId, userId)))
    .returning({ id: savedJobs.id });
  return rows.length > 0;
}
