import type { AppContext } from '../../app-context.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { notify } from '../notifications/notifications.service.js';

/**
 * What happens after an application's change is committed: an in-app notification, an e-mail, the
 * removal of a resume copy. None of them may turn a committed change into an error; a failure is logged
 * with what is needed to follow it up by hand.
 */

/** Notifies a person in the app; a failure is logged. */
export async function notifyAfterCommit(ctx: AppContext, userId: number, title: string, action: string) {
  try {
    await notify(ctx, userId, title, action);
  } catch (error) {
    ctx.log.error({ err: error, userId, title }, 'application notification could not be stored');
  }
}

/** Sends a mail; a failure is logged. */
export async function mailAfterCommit(ctx: AppContext, mail: MailMessage, about: Record<string, unknown>) {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, ...about }, 'application mail could not be sent');
  }
}

/** Removes a stored resume copy; a failure is logged with its key so the orphan can be removed by hand. */
export async function deleteResumeAfterCommit(ctx: AppContext, key: string | null | undefined) {
  if (!key) return;
  try {
    await ctx.files.delete(key);
  } catch (error) {
    ctx.log.error({ err: error, storageKey: key }, 'resume copy of an application could not be deleted');
  }
}
