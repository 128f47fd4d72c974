import { PROFILE_MESSAGES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { unauthorized } from '../../platform/errors.js';
import { deleteStoredFiles, findAccountFileKeys } from '../accounts/index.js';
import { releaseFairPlacesOf } from '../job-fairs/index.js';
import { deleteUserRow, lockProfileAccount } from './job-seeker-profiles.repo.js';

/**
 * DELETE /api/delete-account/: a job seeker deletes their own account. The user row goes in one
 * transaction and takes with it, by cascade, the profile, preferences, applications, job-fair
 * registrations (their seats go to the waiting list first), sessions (so every token stops working) and
 * the card row. The files (picture, resume, the resume copies sent with
 * applications, the PWD card photo) are removed after the commit; a storage failure is only logged,
 * with the key, and does not bring the account back.
 */
export async function deleteOwnAccount(ctx: AppContext, actor: AuthUser): Promise<{ message: string }> {
  requireRole(actor, 'Employee');
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // Locked first, so a profile save under way commits (and its files are listed) before this reads.
    if (!(await lockProfileAccount(tx, actor.id))) throw unauthorized();
    const keys = await findAccountFileKeys(tx, actor.id);
    // Their seats at job fairs go to the first in line before the registrations go with the account.
    await releaseFairPlacesOf(ctx, tx, actor.id);
    await deleteUserRow(tx, actor.id);
    return keys;
  });
  await deleteStoredFiles(ctx, fileKeys, { userId: actor.id });
  ctx.log.info({ userId: actor.id, files: fileKeys.length }, 'job seeker deleted their account');
  return { message: PROFILE_MESSAGES.deleted };
}
