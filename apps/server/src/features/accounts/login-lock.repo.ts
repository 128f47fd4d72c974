import { and, count, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { loginFailures } from '../../db/schema-sign-in.js';

/** Until when this address is locked out of this account, or null. */
export async function findAddressLock(db: Database, userId: number, address: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), eq(loginFailures.address, address)))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure of the pair in one statement (safe under concurrent attempts; `lockAfter` > 1).
 * Failures older than `staleBefore` are forgotten; the failure that reaches `lockAfter` sets
 * `locked_until` and restarts the count. Answers the pair's lock after this failure.
 */
export async function recordAddressFailure(
  db: Database,
  values: { userId: number; address: string; now: Date; staleBefore: Date; lockAfter: number; lockUntil: Date },
): Promise<Date | null> {
  const previous = sql`(case when ${loginFailures.lastFailedAt} < ${values.staleBefore.toISOString()}::timestamptz then 0 else ${loginFailures.failedCount} end)`;
  const reachesLock = sql`${previous} + 1 >= ${values.lockAfter}`;
  const lockUntil = sql`${values.lockUntil.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ userId: values.userId, address: values.address, failedCount: 1, lastFailedAt: values.now })
    .onConflictDoUpdate({
      target: [loginFailures.userId, loginFailures.address],
      set: {
        failedCount: sql`case when ${reachesLock} then 0 else ${previous} + 1 end`,
        lastFailedAt: values.now,
        lockedUntil: sql`case when ${reachesLock} then ${lockUntil} else ${loginFailures.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  return row?.lockedUntil ?? null;
}

/** How many addresses failed to sign in to this account since `since`. */
export async function countFailingAddresses(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), gte(loginFailures.lastFailedAt, since)));
  return row?.n ?? 0;
}

/** Locks the account from every address until `until`; the per-address counts start again after it. */
export async function lockAccount(db: Database, userId: number, until: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lockedUntil: until, failedLoginCount: 0 }).where(eq(users.id, userId));
    await tx.delete(loginFailures).where(eq(loginFailures.userId, userId));
  });
}

/**
 * After a successful sign-in: forgets the account's failures and any expired account lock, but keeps the
 * addresses that are locked out right now (the owner signing in does not unlock an attacker's address).
 */
export async function clearFailures(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.userId, userId), or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, now))),
    );
  await db
    .update(users)
    .set({ lockedUntil: null, failedLoginCount: 0 })
    .where(and(eq(users.id, userId), isNotNull(users.lockedUntil)));
}
