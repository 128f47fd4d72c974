import { EMPLOYER_PROFILE_MESSAGES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { announceFairsOfRemovedEmployer } from '../job-fairs/index.js';
import { deletePublicImage } from '../../platform/files/public-media.js';
import { announceJobsRemoved, deleteRemovedResumes } from './job-removal.js';
import { applicationsOfRemovedJobs, lockJobsOfEmployer } from './job-removal.repo.js';
import { deleteAccountRow, lockEmployerAccount } from './employer-account.repo.js';

/**
 * An employer deletes their own account (document 1 §7): the account, company profile, jobs, the
 * applications to them and the employer's job fairs (whose registrants are told) go in one transaction. The applicants are collected first, with the jobs locked so
 * no application slips in, and the removal is announced in the same transaction; after the commit each
 * is told the job was removed, and the logo and the resumes sent with those applications are deleted.
 */
export async function deleteEmployerAccount(ctx: AppContext, actor: AuthUser): Promise<{ message: string }> {
  requireRole(actor, 'Employer');
  const { logoKey, removed } = await ctx.db.transaction(async (tx) => {
    const account = await lockEmployerAccount(tx, actor.id);
    if (!account) throw notFound(EMPLOYER_PROFILE_MESSAGES.accountNotFound);
    await lockJobsOfEmployer(tx, actor.id);
    const applicants = await applicationsOfRemovedJobs(tx, { employerId: actor.id });
    // The job fairs go too: everyone registered is told each fair is cancelled.
    await announceFairsOfRemovedEmployer(ctx, tx, actor.id);
    await deleteAccountRow(tx, actor.id);
    await announceJobsRemoved(ctx, tx, applicants);
    return { logoKey: account.logoKey, removed: applicants };
  });
  await deleteRemovedResumes(ctx, removed);
  await deletePublicImage(ctx.files, logoKey, ctx.log);
  return { message: EMPLOYER_PROFILE_MESSAGES.deleted };
}
