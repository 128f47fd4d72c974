import { displayName, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { applicationsOfRemovedJobs, type RemovedApplication } from './job-removal.repo.js';
import { deleteJobRow, findJobForUpdate, type JobRow } from './jobs.repo.js';

/**
 * Announces, inside the removing transaction, one `job.removed` event per job that had applicants;
 * notifications and the jobs mail subscribe, so every applicant is told once the removal has committed
 * (and only then). Answers how many applicants will be told.
 */
export async function announceJobsRemoved(
  ctx: AppContext,
  tx: Database,
  removed: readonly RemovedApplication[],
  removedBy: 'employer' | 'admin' = 'employer',
): Promise<number> {
  const byJob = new Map<number, DomainEvents['job.removed']>();
  for (const application of removed) {
    const event = byJob.get(application.jobId) ?? {
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      company: application.compName ?? UNKNOWN_COMPANY,
      applicants: [],
      removedBy,
    };
    event.applicants.push({
      applicationId: application.applicationId,
      userId: application.applicantId,
      email: application.email,
      name: displayName(application.firstName, application.lastName),
    });
    byJob.set(application.jobId, event);
  }
  for (const event of byJob.values()) await ctx.events.emit(tx, 'job.removed', event);
  return removed.length;
}

/**
 * After the removal has committed: deletes the resumes the applicants sent. Nothing here can undo the
 * removal, so each failure is only logged (with the key, to finish by hand).
 */
export async function deleteRemovedResumes(ctx: AppContext, removed: readonly RemovedApplication[]): Promise<void> {
  for (const { resumeKey, applicationId } of removed) {
    if (!resumeKey) continue;
    try {
      await ctx.files.delete(resumeKey);
    } catch (error) {
      ctx.log.error(
        { err: error, applicationId, storageKey: resumeKey },
        'resume of a removed job could not be deleted',
      );
    }
  }
}

/**
 * Deletes a job whose row the caller's transaction has locked, with its applications (they cascade),
 * and announces `job.removed` so every applicant is told who removed it once the transaction commits.
 * Answers the applications that went, whose resumes are deleted after the commit.
 */
export async function removeLockedJob(
  ctx: AppContext,
  tx: Database,
  jobId: number,
  removedBy: 'employer' | 'admin',
): Promise<RemovedApplication[]> {
  // Collected before the delete, with the job locked, so no application slips in between.
  const applicants = await applicationsOfRemovedJobs(tx, { jobId });
  await deleteJobRow(tx, jobId);
  await announceJobsRemoved(ctx, tx, applicants, removedBy);
  return applicants;
}

/** A job removed by removeJob: its row as it was, and what to clear after the commit. */
export interface RemovedJob {
  job: JobRow;
  applications: RemovedApplication[];
}

/**
 * Removes one job inside the caller's transaction (an admin's deletion): locks it, deletes it with its
 * applications and announces `job.removed` with `removedBy` (the applicants read "An administrator
 * removed…"). Answers undefined when the job does not exist. Whether the actor may remove it is the
 * caller's check; call cleanUpRemovedJob after the commit.
 */
export async function removeJob(
  ctx: AppContext,
  tx: Database,
  jobId: number,
  removedBy: 'employer' | 'admin',
): Promise<RemovedJob | undefined> {
  const job = await findJobForUpdate(tx, jobId);
  if (!job) return undefined;
  return { job, applications: await removeLockedJob(ctx, tx, jobId, removedBy) };
}

/** After a job's removal has committed: deletes the resumes its applicants sent (failures are logged). */
export function cleanUpRemovedJob(ctx: AppContext, removed: RemovedJob): Promise<void> {
  return deleteRemovedResumes(ctx, removed.applications);
}
