import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { users } from '../../db/schema.js';

export type RegistrationRow = typeof users.$inferSelect;

/** The job seeker's own row, locked until the transaction ends (an admin's decision waits for us). */
export async function lockRegistration(tx: Database, userId: number): Promise<RegistrationRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export async function findRegistration(db: Database, userId: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Corrects the ID number and/or disability type (the fields left out stay as they are). */
export async function updateRegistration(
  tx: Database,
  userId: number,
  changes: { idNumber?: string | undefined; disability?: string | undefined },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...(changes.idNumber === undefined ? {} : { idNumber: changes.idNumber }),
      ...(changes.disability === undefined ? {} : { disability: changes.disability }),
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

/**
 * The median time from registration to approval, in hours, over the most recent `sample` approved job
 * seekers, and how many that median is over.
 */
export async function recentApprovalWait(
  db: Database,
  sample: number,
): Promise<{ medianHours: number | null; count: number }> {
  const [row] = rowsOf<{ median: string | number | null; n: string | number }>(
    await db.execute(sql`SELECT percentile_cont(0.5) WITHIN GROUP (
          ORDER BY extract(epoch FROM (recent.approved_at - recent.created_at)) / 3600.0
        ) AS median, count(*) AS n
      FROM (SELECT ${users.createdAt} AS created_at, ${users.approvedAt} AS approved_at FROM ${users}
        WHERE ${users.userType} = 'Employee' AND ${users.isApproved} AND ${users.approvedAt} IS NOT NULL
        ORDER BY ${users.approvedAt} DESC LIMIT ${sample}) AS recent`),
  );
  const median = row?.median ?? null;
  return { medianHours: median === null ? null : Number(median), count: Number(row?.n ?? 0) };
}
