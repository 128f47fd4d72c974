import { displayName, UNKNOWN_COMPANY } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { RemovedApplication } from './job-removal.repo.js';

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
