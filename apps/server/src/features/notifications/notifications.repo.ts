import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotificationsOfUser(db: Database, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks one notification read, only if it belongs to the user. Returns the row, or undefined. */
export async function markRead(db: Database, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one notification, only if it belongs to the user. Returns whether it was deleted. */
export async function deleteNotificationOfUser(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Deletes every notification of the user. Returns how many were deleted. */
export async function deleteAllNotificationsOfUser(db: Database, userId: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function insertNotification(db: Database, values: { userId: number; title: string; action: string }) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** Whether the user still exists, holding their row until the transaction ends so it cannot go meanwhile. */
export async function lockRecipient(tx: Database, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  return rows.length > 0;
}
