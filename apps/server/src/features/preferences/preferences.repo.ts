import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employeeProfiles, tags, userPreferences, users } from '../../db/schema.js';

export async function countPreferences(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row?.n ?? 0;
}

/** Every specialty tag, with whether the job seeker chose it (in no particular order). */
export async function listTagOptions(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string; selected: boolean }[]> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, chosenBy: userPreferences.userId })
    .from(tags)
    .leftJoin(userPreferences, and(eq(userPreferences.tagId, tags.id), eq(userPreferences.userId, userId)));
  return rows.map((row) => ({ id: row.id, name: row.name, selected: row.chosenBy !== null }));
}

/** The names of the tags a job seeker chose, by name. */
export async function listPreferenceNames(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(userPreferences)
    .innerJoin(tags, eq(tags.id, userPreferences.tagId))
    .where(eq(userPreferences.userId, userId))
    .orderBy(asc(tags.name));
  return rows.map((row) => row.name);
}

/** How many of these tag ids exist. */
export async function countExistingTags(db: Database, tagIds: readonly number[]): Promise<number> {
  if (tagIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(tags)
    .where(inArray(tags.id, [...tagIds]));
  return row?.n ?? 0;
}

/** Replaces a job seeker's chosen tags with exactly these. */
export async function replacePreferences(tx: Database, userId: number, tagIds: readonly number[]): Promise<void> {
  await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
  if (tagIds.length > 0) await tx.insert(userPreferences).values(tagIds.map((tagId) => ({ userId, tagId })));
}

/** Locks the user row until the transaction ends, so two saves of the same person run one after the other. */
export async function lockUser(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row !== undefined;
}

/**
 * Whether the job seeker has filled in the profile that applications need: full name, role and location,
 * and at least one skill.
 */
export async function hasCompleteProfile(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: employeeProfiles.userId })
    .from(employeeProfiles)
    .where(
      and(
        eq(employeeProfiles.userId, userId),
        ne(employeeProfiles.fullName, ''),
        ne(employeeProfiles.role, ''),
        ne(employeeProfiles.location, ''),
        ne(employeeProfiles.skills, ''),
      ),
    )
    .limit(1);
  return row !== undefined;
}
