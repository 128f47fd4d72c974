import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employeeProfiles, pwdCards, users } from '../../db/schema.js';
import { accountMatches, containsPattern } from '../../db/like-pattern.js';

export type UserRow = typeof users.$inferSelect;

/** A job seeker as the admin lists show them: the account, the profile's contact details, whether a card is on file. */
export interface JobSeekerListRow {
  user: UserRow;
  hasCard: boolean;
  /** What the card reader read from the card on file (all null: not read, or no card). */
  cardReading: { readName: string | null; readIdNumber: string | null; readAt: Date | null } | null;
  /** From the job seeker profile; null when there is no profile yet. */
  location: string | null;
  contactNo: string | null;
}

export interface JobSeekerListFilter {
  /** Only those waiting for approval (User Approval), oldest first; otherwise everyone, newest first. */
  pendingOnly: boolean;
  /** Trimmed; blank or undefined means no search. */
  search: string | undefined;
  /** One page, or null for every matching row. */
  window: { offset: number; limit: number } | null;
}

/**
 * The digits of a search that looks like an ID number (digits with dashes or spaces, as printed on the
 * card), or null. A search with letters in it (a name, an e-mail) is not read as an ID: its digits
 * ("juan2@…") would otherwise match nearly every ID number.
 */
function idNumberDigits(search: string): string | null {
  if (/[\p{L}@]/u.test(search)) return null;
  const digits = search.replace(/\D/gu, '');
  return digits === '' ? null : digits;
}

/** The Manage Users search: ID number (digits), disability, name, e-mail and the profile's location. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const digits = idNumberDigits(search);
  return or(
    ...(digits ? [sql`${users.idNumber} like ${containsPattern(digits)}`] : []),
    ilike(users.disability, pattern),
    ...accountMatches(pattern),
    ilike(employeeProfiles.location, pattern),
  );
}

/**
 * Job seekers (Employee) matching the filter, one page or all, and how many match over all pages (one
 * COUNT query, never rows loaded to count). Pending: oldest first (first come, first served); everyone:
 * newest first; the id breaks ties so pages never overlap.
 */
export async function listJobSeekers(
  db: Database,
  filter: JobSeekerListFilter,
): Promise<{ rows: JobSeekerListRow[]; total: number }> {
  const where = and(
    eq(users.userType, 'Employee'),
    filter.pendingOnly ? eq(users.isApproved, false) : undefined,
    searchCondition(filter.search),
  );
  // One profile per person (its key is the user id), so the join never multiplies rows.
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(where);
  const total = counted?.n ?? 0;
  const { window } = filter;
  if (total === 0 || (window && window.offset >= total)) return { rows: [], total };

  const query = db
    .select({
      user: users,
      cardKey: pwdCards.storageKey,
      readName: pwdCards.readName,
      readIdNumber: pwdCards.readIdNumber,
      readAt: pwdCards.readAt,
      location: employeeProfiles.location,
      contactNo: employeeProfiles.contactNo,
    })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .leftJoin(pwdCards, eq(pwdCards.userId, users.id))
    .where(where)
    .orderBy(...(filter.pendingOnly ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)]));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return {
    rows: rows.map((row) => ({
      user: row.user,
      hasCard: row.cardKey !== null,
      cardReading:
        row.cardKey === null ? null : { readName: row.readName, readIdNumber: row.readIdNumber, readAt: row.readAt },
      location: row.location || null,
      contactNo: row.contactNo || null,
    })),
    total,
  };
}

/**
 * Reads a user and locks the row until the transaction ends, so two admins deciding about the same
 * person at once are served one after the other (the second sees the first one's outcome).
 */
export async function findUserForUpdate(tx: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

/** Whether a card photo is on file for the person (an approval needs one). */
export async function hasCardOnFile(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx.select({ userId: pwdCards.userId }).from(pwdCards).where(eq(pwdCards.userId, userId)).limit(1);
  return row !== undefined;
}

export async function markApproved(tx: Database, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ isApproved: true, approvedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/**
 * Deletes the account. Sessions, single-use tokens, notifications, preferences and the card row go with
 * it (foreign keys cascade); the card file itself is removed by the caller after the commit.
 */
export async function deleteUserRow(tx: Database, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
