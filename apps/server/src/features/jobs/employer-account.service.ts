import { EMPLOYER_PROFILE_MESSAGES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { announceFairsOfRemovedEmployer } from '../job-fairs/index.js';
import { deletePublicImage } from '../../platform/files/public-media.js';
import { announceJobsRemoved, deleteRemovedResumes } from './job-removal.js';
import { applicationsOfRemovedJobs, lockJobsOfEmployer, type RemovedApplication } from './job-removal.repo.js';
import { deleteAccountRow, lockEmployerAccount } from './employer-account.repo.js';

/** What is left to clear outside the database once an employer's removal has committed. */
export interface RemovedEmployerAccount {
  /** The company logo's storage key, or null. */
  logoKey: string | null;
  /** The private business registration certificate's storage key, or null. */
  certificateKey: string | null;
  /** The applications that went with the jobs (their resumes are deleted after the commit). */
  applications: RemovedApplication[];
}

/**
 * Removes an employer's account inside the caller's transaction (their own deletion, or an admin's): the
 * account, company profile, jobs, the applications to them and the employer's job fairs go together.
 * The applicants are collected first, with the jobs locked so no application slips in; everyone
 * registered at the employer's fairs is told each fair is cancelled, and each applicant that the job was
 * removed, by events announced in this transaction (so only once it commits). Answers what
 * `cleanUpRemovedEmployerAccount` needs after the commit, or undefined when the account no longer exists.
 * The caller has checked that `employerId` is an employer's account.
 */
export async function removeEmployerAccount(
  ctx: AppContext,
  tx: Database,
  employerId: number,
  removedBy: 'employer' | 'admin' = 'employer',
): Promise<RemovedEmployerAccount | undefined> {
  const account = await lockEmployerAccount(tx, employerId);
  if (!account) return undefined;
  await lockJobsOfEmployer(tx, employerId);
  const applicants = await applicationsOfRemovedJobs(tx, { employerId });
  // The job fairs go too (by cascade): everyone registered is told each fair is cancelled.
  await announceFairsOfRemovedEmployer(ctx, tx, employerId);
  await deleteAccountRow(tx, employerId);
  await announceJobsRemoved(ctx, tx, applicants, removedBy);
  return { logoKey: account.logoKey, certificateKey: account.certificateKey, applications: applicants };
}

/**
 * After an employer's removal has committed: deletes the resumes sent with the removed applications, the
 * company logo and the business registration certificate. Nothing here can undo the removal, so failures
 * are only logged.
 */
export async function cleanUpRemovedEmployerAccount(ctx: AppContext, removed: RemovedEmployerAccount): Promise<void> {
  await deleteRemovedResumes(ctx, removed.applications);
  await deletePublicImage(ctx.files, removed.logoKey, ctx.log);
  const { certificateKey } = removed;
  if (certificateKey) {
    await ctx.files.delete(certificateKey).catch((error: unknown) => {
      ctx.log.error(
        { err: error, storageKey: certificateKey },
        'certificate of a removed employer could not be deleted',
      );
    });
  }
}

/**
 * An employer deletes their own account (document 1 §7): the whole removal in one transaction (see
 * removeEmployerAccount), then the files after the commit.
 */
export async function deleteEmployerAccount(ctx: AppContext, actor: AuthUser): Promise<{ message: string }> {
  requireRole(actor, 'Employer');
  const removed = await ctx.db.transaction(async (tx) => {
    const removal = await removeEmployerAccount(ctx, tx, actor.id);
    if (!removal) throw notFound(EMPLOYER_PROFILE_MESSAGES.accountNotFound);
    return removal;
  });
  await cleanUpRemovedEmployerAccount(ctx, removed);
  return { message: EMPLOYER_PROFILE_MESSAGES.deleted };
}
