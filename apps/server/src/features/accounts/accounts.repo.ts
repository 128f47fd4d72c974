import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, users, userTokens } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken (unique index). */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function markEmailVerified(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.emailVerifiedAt} is null`));
}

/**
 * Stamps the account's first sign-in; true only for the call that stamped it (concurrent sign-ins of a new
 * account: one of them is the first).
 */
export async function markFirstSignIn(db: Database, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ firstSignedInAt: at })
    .where(and(eq(users.id, userId), sql`${users.firstSignedInAt} is null`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function hasEmployerProfile(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employerProfiles).where(eq(employerProfiles.userId, userId));
  return (row?.n ?? 0) > 0;
}

export async function insertUserToken(
  db: Database,
  values: { userId: number; purpose: UserTokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

export async function findUserToken(db: Database, purpose: UserTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a token used; false when it was used already (a concurrent click), so it works once only. */
export async function consumeUserToken(db: Database, tokenId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.id, tokenId), sql`${userTokens.usedAt} is null`))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

export async function countTokensSince(db: Database, userId: number, purpose: UserTokenPurpose, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), gt(userTokens.createdAt, since)));
  return row?.n ?? 0;
}
