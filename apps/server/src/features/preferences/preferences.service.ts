import type { AppContext } from '../../app-context.js';
import { requireSelf } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { countPreferences } from './preferences.repo.js';

/** Whether a job seeker has chosen specialty preferences. Only they (or an admin) may ask. */
export async function hasPreferences(ctx: AppContext, actor: AuthUser, userId: number) {
  requireSelf(actor, userId, { allowAdmin: true });
  return { has_preferences: (await countPreferences(ctx.db, userId)) > 0 };
}
