import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

/** What a session or a socket needs to know of its account (never the password hash). */
const accountColumns = {
  userType: users.userType,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerifiedAt: users.emailVerifiedAt,
  isApproved: users.isApproved,
};

export async function insertSession(
  db: Database,
  values: { userId: number; tokenHash: string; userAgent: string | null; lastUsedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionWithUser(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      ...accountColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByHash(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionById(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions of a user that are past their absolute or idle expiry. */
export async function deleteExpiredSessionsOfUser(db: Database, userId: number, idleSince: Date, now: Date) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, idleSince))));
}

/** The account behind an id, as the WebSocket authentication needs it (no password hash). */
export async function findAccount(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, ...accountColumns })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
