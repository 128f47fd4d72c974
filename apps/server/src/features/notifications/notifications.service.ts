import { NOTIFICATION_MESSAGES } from '@kakayahan/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { userChannel, type RealtimeBus } from '../../platform/realtime/bus.js';
import { presentNotificationFrame } from './notifications.presenter.js';
import {
  deleteAllNotificationsOfUser,
  deleteNotificationOfUser,
  insertNotification,
  listNotificationsOfUser,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repo.js';

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
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return row;
}

export async function markAllMyNotificationsRead(ctx: AppContext, actor: AuthUser) {
  const updated = await markAllRead(ctx.db, actor.id);
  return { message: NOTIFICATION_MESSAGES.allRead, updated };
}

/** Deletes one of the actor's notifications; someone else's answers 404 like a missing one and stays. */
export async function deleteMyNotification(ctx: AppContext, actor: AuthUser, id: number) {
  if (!(await deleteNotificationOfUser(ctx.db, actor.id, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { message: NOTIFICATION_MESSAGES.deleted };
}

/** Deletes all of the actor's notifications (Clear all) and nobody else's. */
export async function deleteAllMyNotifications(ctx: AppContext, actor: AuthUser) {
  const deleted = await deleteAllNotificationsOfUser(ctx.db, actor.id);
  return { message: NOTIFICATION_MESSAGES.allDeleted, deleted };
}

/**
 * Stores a notification inside the caller's transaction without delivering it: a page must never show
 * a notification whose transaction may still roll back. Pass the returned rows to publishNotifications
 * once the transaction has committed (the subscribers in notifications.subscribers.ts do).
 */
export function storeNotificationInTransaction(
  tx: Database,
  userId: number,
  title: string,
  action: string,
): Promise<NotificationRow> {
  return insertOrThrow(tx, userId, title, action);
}

async function insertOrThrow(db: Database, userId: number, title: string, action: string) {
  const row = await insertNotification(db, { userId, title, action });
  if (!row) throw new Error('The notification was not stored.');
  return row;
}

/** What live delivery needs of the app context. */
export interface LiveDelivery {
  bus: Pick<RealtimeBus, 'publish'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Delivers committed notifications to their users' open pages (every process, through the bus). Live
 * delivery is a convenience on top of the stored list, so a failure is logged and never thrown.
 */
export async function publishNotifications(ctx: LiveDelivery, rows: readonly NotificationRow[]): Promise<void> {
  await Promise.all(
    rows.map(async (row) => {
      try {
        await ctx.bus.publish(userChannel(row.userId), presentNotificationFrame(row));
      } catch (error) {
        ctx.log.error(
          { err: error, userId: row.userId, notificationId: row.id },
          'notification could not be delivered live',
        );
      }
    }),
  );
}
