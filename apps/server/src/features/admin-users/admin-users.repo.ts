import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adminDecisions, pwdCards, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type AdminDecisionRow = typeof adminDecisions.$inferSelect;
export type NewAdminDecision = typeof adminDecisions.$inferInsert;

/** A job seeker as the admin lists show them: the account and whether a card image is on file. */
export interface JobSeekerListRow {
  user: UserRow;
  hasCard: boolean;
}

/**
 * Job seekers (Employee), with whether each has a card on file. `pendingOnly` lists those waiting for
 * approval, oldest first (first come, first served); otherwise everyone, newest first.
 */
export async function listJobSeekers(db: Database, options: { pendingOnly: boolean }): Promise<JobSeekerListRow[]> {
  const isEmployee = eq(users.userType, 'Employee');
  const rows = await db
    .select({ user: users, cardKey: pwdCards.storageKey })
    .from(users)
    .leftJoin(pwdCards, eq(pwdCards.userId, users.id))
    .where(options.pendingOnly ? and(isEmployee, eq(users.isApproved, false)) : isEmployee)
    .orderBy(
      ...(options.pendingOnly ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)]),
    );
  return rows.map((row) => ({ user: row.user, hasCard: row.cardKey !== null }));
}

/**
 * Reads a user and locks the row until the transaction ends, so two admins deciding about the same
 * person at once are served one after the other (the second sees the first one's outcome).
 */
export async function findUserForUpdate(tx: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export async function markApproved(tx: Database, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ isApproved: true, approvedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/**
 * Deletes the account. Sessions, single-use tokens, notifications, preferences and the card row go with
 * it (foreign keys cascade); the card file itself is removed by the caller after the commit.
 */
export async function deleteUserRow(tx: Database, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

export async function insertDecision(tx: Database, values: NewAdminDecision): Promise<AdminDecisionRow> {
  const [row] = await tx.insert(adminDecisions).values(values).returning();
  if (!row) throw new Error('admin decision was not recorded');
  return row;
}

/** The newest decisions first. */
export async function listDecisions(db: Database, limit: number): Promise<AdminDecisionRow[]> {
  return db.select().from(adminDecisions).orderBy(desc(adminDecisions.createdAt), desc(adminDecisions.id)).limit(limit);
}
