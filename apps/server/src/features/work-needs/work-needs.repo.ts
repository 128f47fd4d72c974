import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { workNeeds } from '../../db/schema-job-seeker.js';

/** The job seeker's stored work needs (keys as stored; none when never saved). */
export async function findWorkNeeds(db: Database, userId: number): Promise<string[]> {
  const [row] = await db.select({ needs: workNeeds.needs }).from(workNeeds).where(eq(workNeeds.userId, userId));
  return row?.needs ?? [];
}

/** Makes the job seeker's work needs exactly these (one row per person, written in place). */
export async function replaceWorkNeeds(
  tx: Database,
  userId: number,
  needs: readonly string[],
  now: Date,
): Promise<void> {
  await tx
    .insert(workNeeds)
    .values({ userId, needs: [...needs], updatedAt: now })
    .onConflictDoUpdate({ target: workNeeds.userId, set: { needs: [...needs], updatedAt: now } });
}

/** Whether the user still exists, locking their row until the transaction ends (saves of one person queue). */
export async function lockUser(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row !== undefined;
}
