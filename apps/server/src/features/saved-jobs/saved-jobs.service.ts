import { SAVED_JOB_MESSAGES, SAVED_JOBS_MAX, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, notFound, unauthorized } from '../../platform/errors.js';
import { loadFeedJobs, type FeedJobRow } from '../job-feed/index.js';
import {
  countSavedJobs,
  deleteOwnSavedJob,
  findSavedJob,
  insertSavedJob,
  listSavedJobs,
  lockJobForSaving,
  lockSaver,
  type SavedJobRow,
} from './saved-jobs.repo.js';

/** A saved entry with the job as cards show it, or null when the job was removed since. */
export interface SavedJobWithCard {
  entry: SavedJobRow;
  job: FeedJobRow | null;
}

/** The signed-in job seeker's saved jobs, newest first, each with its job card (one query for all cards). */
export async function getSavedJobs(ctx: AppContext, actor: AuthUser): Promise<SavedJobWithCard[]> {
  requireRole(actor, 'Employee');
  const entries = await listSavedJobs(ctx.db, actor.id);
  const ids = entries.flatMap((entry) => (entry.jobId === null ? [] : [entry.jobId]));
  const cards = new Map((await loadFeedJobs(ctx.db, ids)).map((row) => [row.id, row]));
  return entries.map((entry) => ({ entry, job: entry.jobId === null ? null : (cards.get(entry.jobId) ?? null) }));
}

/**
 * Saves a job for the signed-in job seeker. Saving one already saved answers its entry (a double tap is
 * not an error). Keeps at most SAVED_JOBS_MAX entries per person.
 */
export async function saveJob(
  ctx: AppContext,
  actor: AuthUser,
  jobId: number,
): Promise<{ message: string; saved_id: number; post_id: number }> {
  requireRole(actor, 'Employee');
  const existing = await findSavedJob(ctx.db, actor.id, jobId);
  if (existing) return { message: SAVED_JOB_MESSAGES.alreadySaved, saved_id: existing.id, post_id: jobId };
  const row = await ctx.db.transaction(async (tx) => {
    // The session outlived the account (deleted a moment ago): treat it as signed out.
    if (!(await lockSaver(tx, actor.id))) throw unauthorized();
    const job = await lockJobForSaving(tx, jobId);
    if (!job) throw notFound(SAVED_JOB_MESSAGES.jobNotFound);
    if ((await countSavedJobs(tx, actor.id)) >= SAVED_JOBS_MAX) throw conflict(SAVED_JOB_MESSAGES.tooMany);
    return (
      (await insertSavedJob(tx, {
        userId: actor.id,
        jobId,
        jobTitle: job.jobTitle,
        compName: job.compName ?? UNKNOWN_COMPANY,
        createdAt: ctx.now(),
      })) ?? (await findSavedJob(tx, actor.id, jobId))
    );
  });
  if (!row) throw notFound(SAVED_JOB_MESSAGES.jobNotFound);
  return { message: SAVED_JOB_MESSAGES.saved, saved_id: row.id, post_id: jobId };
}

/** Takes an entry off the person's saved jobs; someone else's entry is 404, like a missing one. */
export async function removeSavedJob(ctx: AppContext, actor: AuthUser, savedId: number): Promise<{ message: string }> {
  requireRole(actor, 'Employee');
  if (!(await deleteOwnSavedJob(ctx.db, actor.id, savedId))) throw notFound(SAVED_JOB_MESSAGES.notFound);
  return { message: SAVED_JOB_MESSAGES.removed };
}
