import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts, users } from '../../db/schema.js';
import { isVerifiedEmployer } from '../employer-verification/index.js';
import { feedJobsQuery, type FeedJobRow } from '../job-feed/index.js';

/** A company profile as stored, with whether an admin verified its business registration (the badge). */
export type EmployerProfileRow = typeof employerProfiles.$inferSelect & { employerVerified: boolean };

/** The profile's columns and the verified flag, read in the same statement that reads (or writes) the row. */
const profileWithBadge = {
  ...getTableColumns(employerProfiles),
  employerVerified: isVerifiedEmployer(employerProfiles, employerProfiles.userId),
};

/** The columns a save writes (everything but the owner and the creation time). */
export interface EmployerProfileValues {
  compName: string;
  industry: string;
  compDesc: string;
  location: string;
  contactNo: string;
  compSite: string | null;
  compLogo: string | null;
}

/**
 * Locks the employer's user row until the transaction ends, so two saves of the same profile are served
 * one after the other (the second sees the logo the first stored, and removes it when it replaces it).
 * Answers false when the account is gone or is not an employer.
 */
export async function lockEmployer(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'Employer')))
    .limit(1)
    .for('update');
  return row !== undefined;
}

/**
 * The company profile of an account that is an employer now (its own page and the public company page);
 * undefined when there is none, or the account is no employer.
 */
export async function findEmployerProfile(db: Database, userId: number): Promise<EmployerProfileRow | undefined> {
  const [row] = await db
    .select(profileWithBadge)
    .from(employerProfiles)
    .innerJoin(users, eq(users.id, employerProfiles.userId))
    .where(and(eq(employerProfiles.userId, userId), eq(users.userType, 'Employer')))
    .limit(1);
  return row;
}

/** Creates the profile, or replaces its fields when it exists (one row per employer); answers it with its badge. */
export async function upsertEmployerProfile(
  tx: Database,
  userId: number,
  values: EmployerProfileValues,
  now: Date,
): Promise<EmployerProfileRow> {
  const [row] = await tx
    .insert(employerProfiles)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: employerProfiles.userId, set: { ...values, updatedAt: now } })
    .returning(profileWithBadge);
  if (!row) throw new Error(`employer profile of user ${userId} was not written`);
  return row;
}

/** An employer's posted jobs, newest first, as the cards show them. */
export function listCompanyJobs(db: Database, employerId: number): Promise<FeedJobRow[]> {
  return feedJobsQuery(db)
    .where(eq(jobPosts.employerId, employerId))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
}
