import {
  isWorkplaceFact,
  sortWorkplaceFacts,
  WORK_NEEDS_MESSAGES,
  type WorkNeeds,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { unauthorized } from '../../platform/errors.js';
import { findWorkNeeds, lockUser, replaceWorkNeeds } from './work-needs.repo.js';

/**
 * A job seeker's stored work needs as the contract lists them: known keys only, in the canonical order (a
 * fact retired from the list is dropped rather than sent as an unknown value).
 */
export async function loadWorkNeeds(db: Database, userId: number): Promise<WorkplaceFact[]> {
  return sortWorkplaceFacts((await findWorkNeeds(db, userId)).filter(isWorkplaceFact));
}

/** What the signed-in job seeker needs at work (decision 033). Theirs alone: there is no id to ask for. */
export async function getWorkNeeds(ctx: AppContext, actor: AuthUser): Promise<WorkNeeds> {
  requireRole(actor, 'Employee');
  return { work_needs: await loadWorkNeeds(ctx.db, actor.id) };
}

/** Replaces the signed-in job seeker's work needs (checked and ordered by the contract schema). */
export async function saveWorkNeeds(
  ctx: AppContext,
  actor: AuthUser,
  needs: readonly WorkplaceFact[],
): Promise<WorkNeeds & { message: string }> {
  requireRole(actor, 'Employee');
  await ctx.db.transaction(async (tx) => {
    // The session outlived the account (deleted a moment ago): treat it as signed out.
    if (!(await lockUser(tx, actor.id))) throw unauthorized();
    await replaceWorkNeeds(tx, actor.id, needs, ctx.now());
  });
  return { message: WORK_NEEDS_MESSAGES.saved, work_needs: [...needs] };
}
