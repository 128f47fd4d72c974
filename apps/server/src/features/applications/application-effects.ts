import type { AppContext } from '../../app-context.js';

/**
 * What happens after an application's change is committed outside the database. Notifications and
 * mail are not here: the services announce events in their transactions (decision 015).
 */

/** Removes a stored resume copy; a failure is logged with its key so the orphan can be removed by hand. */
export async function deleteResumeAfterCommit(ctx: AppContext, key: string | null | undefined) {
  if (!key) return;
  try {
    await ctx.files.delete(key);
  } catch (error) {
    ctx.log.error({ err: error, storageKey: key }, 'resume copy of an application could not be deleted');
  }
}
