import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, users } from '../../db/schema.js';

/**
 * Locks the employer's user row until the transaction ends and answers the storage key of their company
 * logo (null without a profile or logo); undefined when the account no longer exists.
 */
export async function lockEmployerAccount(
  tx: Database,
  userId: number,
): Promise<{ logoKey: string | null } | undefined> {
  const [row] = await tx
    .select({ id: users.id, logoKey: employerProfiles.compLogo })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users })
    .limit(1);
  return row ? { logoKey: row.logoKey } : undefined;
}

/**
 * Deletes the account. Sessions, notifications, the company profile, the jobs with their tags and
 * applications all go with the user row (foreign keys cascade); files are removed after the commit.
 */
export async function deleteAccountRow(tx: Database, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
