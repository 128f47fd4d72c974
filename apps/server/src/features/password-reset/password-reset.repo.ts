import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, userTokens } from '../../db/schema.js';
import { loginFailures } from '../../db/schema-sign-in.js';

const PURPOSE = 'password_reset';

/** What the reset mails need to know about a person. */
export interface ResetMailRecipient {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const recipientColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/**
 * Reads the account of an e-mail and locks its row until the transaction ends, so two concurrent
 * requests for one address count and issue tokens one after the other.
 */
export async function lockUserByEmail(db: Database, email: string): Promise<ResetMailRecipient | undefined> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.email, email)).limit(1).for('update');
  return row;
}

export async function countResetTokensSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, PURPOSE), gt(userTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertResetToken(
  db: Database,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values({ ...values, purpose: PURPOSE });
}

export async function findResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, PURPOSE)))
    .limit(1);
  return row;
}

/** Marks a token used if it still is unused and unexpired; false when a concurrent request won. */
export async function consumeResetToken(db: Database, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Ends every other reset link of the user still out there (they expire now). */
export async function expireOpenResetTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, PURPOSE),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
}

/**
 * Stores the new password hash, lifts every sign-in lock (the account's and each address's) and, since
 * the link proved the person reads this inbox, marks the e-mail verified if it was not yet.
 */
export async function setNewPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<ResetMailRecipient | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      failedLoginCount: 0,
      lockedUntil: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning(recipientColumns);
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
  return row;
}
