import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, employeeProfiles, jobPosts, users } from '../../db/schema.js';

export type EmployeeProfileRow = typeof employeeProfiles.$inferSelect;
export type EmployeeProfileValues = Partial<
  Omit<typeof employeeProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>
>;

/**
 * The account columns a profile may show. The ID number is left out on purpose, so no presenter can
 * leak it by accident.
 */
export interface ProfileAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: 'Employee' | 'Employer' | 'Admin';
  isApproved: boolean;
  disability: string | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  isApproved: users.isApproved,
  disability: users.disability,
};

export async function findProfileAccount(db: Database, userId: number): Promise<ProfileAccount | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The same, locking the user row until the transaction ends (profile writes and deletion queue behind it). */
export async function lockProfileAccount(tx: Database, userId: number): Promise<ProfileAccount | undefined> {
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

export async function findEmployeeProfile(db: Database, userId: number): Promise<EmployeeProfileRow | undefined> {
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId)).limit(1);
  return row;
}

/** Creates the profile row with `insertValues`, or applies `updateValues` to the existing one. */
export async function upsertEmployeeProfile(
  tx: Database,
  userId: number,
  insertValues: EmployeeProfileValues,
  updateValues: EmployeeProfileValues,
  now: Date,
): Promise<void> {
  await tx
    .insert(employeeProfiles)
    .values({ ...insertValues, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: employeeProfiles.userId, set: { ...updateValues, updatedAt: now } });
}

/**
 * Whether the job seeker applied to at least one job of this employer (the employer may then read the
 * resume), and whether they showed their disability type in at least one of those applications.
 */
export async function applicationsToEmployer(
  db: Database,
  applicantId: number,
  employerId: number,
): Promise<{ applied: boolean; disclosed: boolean }> {
  const [row] = await db
    .select({
      applied: sql<boolean>`count(*) > 0`,
      disclosed: sql<boolean>`coalesce(bool_or(${applications.disabilityDisclosed}), false)`,
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .where(and(eq(applications.applicantId, applicantId), eq(jobPosts.employerId, employerId)));
  return { applied: row?.applied ?? false, disclosed: row?.disclosed ?? false };
}

/** Deletes the account; its profile, preferences, applications, sessions and card row go with it by cascade. */
export async function deleteUserRow(tx: Database, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
