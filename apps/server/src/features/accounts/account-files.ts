import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { applications, employeeProfiles, employerProfiles, pwdCards } from '../../db/schema.js';

/**
 * Every stored file that belongs to an account: the PWD card photo, the profile picture and resume, the
 * resume copies in the person's applications, and an employer's logo. Read inside the transaction that
 * deletes the account (the rows cascade away), then removed with `deleteStoredFiles` after the commit.
 */
export async function findAccountFileKeys(db: Database, userId: number): Promise<string[]> {
  // One after another: this runs inside the account's delete transaction, and a transaction's one
  // connection takes one query at a time (pg warns about, and will refuse, overlapping queries).
  const cards = await db.select({ key: pwdCards.storageKey }).from(pwdCards).where(eq(pwdCards.userId, userId));
  const profiles = await db
    .select({ picture: employeeProfiles.pictureKey, resume: employeeProfiles.resumeKey })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, userId));
  const applied = await db
    .select({ key: applications.resumeKey })
    .from(applications)
    .where(eq(applications.applicantId, userId));
  const companies = await db
    .select({ key: employerProfiles.compLogo })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, userId));
  return [
    ...cards.map((c) => c.key),
    ...profiles.flatMap((p) => [p.picture, p.resume]),
    ...applied.map((a) => a.key),
    ...companies.map((c) => c.key),
  ].filter((key): key is string => Boolean(key));
}

/**
 * Removes stored files after the rows that pointed at them are committed away. A storage failure is
 * logged with the key (so the orphan can be removed by hand) and never fails the caller.
 */
export async function deleteStoredFiles(
  ctx: Pick<AppContext, 'files' | 'log'>,
  keys: readonly string[],
  about: Record<string, unknown> = {},
): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.files.delete(key);
    } catch (error) {
      ctx.log.error(
        { err: error, storageKey: key, ...about },
        'a stored file of a removed record could not be deleted',
      );
    }
  }
}
