import { PREFERENCE_MESSAGES } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole, requireSelf } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import { reindexSeeker } from '../recommendations/index.js';
import {
  countExistingTags,
  countPreferences,
  hasCompleteProfile,
  listTagOptions,
  lockUser,
  replacePreferences,
} from './preferences.repo.js';

/** Whether a job seeker has chosen specialty preferences. Only they (or an admin) may ask. */
export async function hasPreferences(ctx: AppContext, actor: AuthUser, userId: number) {
  requireSelf(actor, userId, { allowAdmin: true });
  return { has_preferences: (await countPreferences(ctx.db, userId)) > 0 };
}

/** Alphabetical word by word ("Account Management" before "Accounting"), whatever the database collation. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The preferences picker: every specialty tag by name, with the job seeker's own choices marked. */
export async function listPreferenceOptions(ctx: AppContext, actor: AuthUser) {
  requireRole(actor, 'Employee');
  const options = await listTagOptions(ctx.db, actor.id);
  return options.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

/**
 * Replaces the job seeker's chosen tags (1 to 5, checked by the contract schema) in one transaction and
 * refreshes what recommendations precompute for them. An unknown tag id refuses the whole set, so the
 * old choice stays as it was. `has_profile` tells the picker where to go next.
 */
export async function savePreferences(
  ctx: AppContext,
  actor: AuthUser,
  tagIds: readonly number[],
): Promise<{ message: string; has_profile: boolean }> {
  requireRole(actor, 'Employee');
  await ctx.db.transaction(async (tx) => {
    // The session outlived the account (deleted a moment ago): treat it as signed out.
    if (!(await lockUser(tx, actor.id))) throw unauthorized();
    if ((await countExistingTags(tx, tagIds)) !== tagIds.length) {
      throw badRequest(PREFERENCE_MESSAGES.unknown, { tags: PREFERENCE_MESSAGES.unknown });
    }
    await replacePreferences(tx, actor.id, tagIds);
    await reindexSeeker(tx, actor.id);
  });
  return { message: PREFERENCE_MESSAGES.saved, has_profile: await hasCompleteProfile(ctx.db, actor.id) };
}
