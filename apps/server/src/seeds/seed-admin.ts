import { normalizeEmail } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../platform/passwords.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/**
 * Creates the configured administrator if that e-mail has no account yet. An existing account is left
 * as it is (its password is not overwritten on every start).
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const email = normalizeEmail(admin.email);
  const [existing] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    if (existing.userType !== 'Admin')
      log.warn({ email }, 'ADMIN_EMAIL belongs to a non-admin account; left unchanged');
    return;
  }
  const now = new Date();
  await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(admin.password),
      userType: 'Admin',
      firstName: 'Platform',
      lastName: 'Administrator',
      emailVerifiedAt: now,
      isApproved: true,
      approvedAt: now,
    })
    .onConflictDoNothing({ target: users.email });
  log.info({ email }, 'administrator created from ADMIN_EMAIL');
}
