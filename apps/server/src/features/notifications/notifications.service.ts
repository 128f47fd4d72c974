import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { insertNotification, listNotificationsOfUser, markAllRead, markRead } from './notifications.repo.js';

/** The newest notifications a person sees; the notifications centre pages beyond this later. */
export const NOTIFICATION_LIST_LIMIT = 200;

/** The signed-in user's own notifications, newest first. */
export function listMyNotifications(ctx: AppContext, actor: AuthUser) {
  return listNotificationsOfUser(ctx.db, actor.id, NOTIFICATION_LIST_LIMIT);
}

/**
 * Marks one of the actor's notifications read. Someone else's notification answers 404, exactly like
 * a missing one, so ids of other people's notifications reveal nothing.
 */
export async function markMyNotificationRead(ctx: AppContext, actor: AuthUser, id: number) {
  const row = await markRead(ctx.db, actor.id, id);
  if (!row) throw notFound('Notification not found.');
  return row;
}

export async function markAllMyNotificationsRead(ctx: AppContext, actor: AuthUser) {
  const updated = await markAllRead(ctx.db, actor.id);
  return { message: 'All notifications are marked as read.', updated };
}

/** Creates a notification for a user; other features call this after their transaction commits. */
export function notify(db: Database, userId: number, title: string, action: string) {
  return insertNotification(db, { userId, title, action });
}
