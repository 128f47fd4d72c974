import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerVerifications } from '../../db/schema-admin.js';
import { employerProfiles, users } from '../../db/schema.js';

/**
 * Locks the employer's user row until the transaction ends and answers the storage keys of their company
 * logo and business registration certificate (null without one); undefined when the account no longer
 * exists.
 */
export async function lockEmployerAccount(
  tx: Database,
  userId: number,
): Promise<{ logoKey: string | null; certificateKey: string | null } | undefined> {
  const [row] = await tx
    .select({ id: users.id, logoKey: employerProfiles.compLogo, certificateKey: employerVerifications.documentKey })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoin(employerVerifications, eq(employerVerifications.employerId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users })
    .limit(1);
  return row ? { logoKey: row.logoKey, certificateKey: row.certificateKey } : undefined;
}

/**
 * Deletes the account. Sessions, notifications, the company profile, the jobs with their tags and
 * applications all go with the user row (foreign keys cascade); files are removed after the commit.
 */
export async function deleteAccountRow(tx: Database, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
