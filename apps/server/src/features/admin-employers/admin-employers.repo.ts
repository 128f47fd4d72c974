import type { EmployerVerificationStatus } from '@kakayahan/contracts';
import { and, desc, eq, gt, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employerVerifications } from '../../db/schema-admin.js';
import { jobFairs } from '../../db/schema-job-fairs.js';
import { applications, employerProfiles, jobPosts, users } from '../../db/schema.js';
import { accountMatches, containsPattern } from '../../db/like-pattern.js';

export type EmployerProfileRow = typeof employerProfiles.$inferSelect;

/** An employer as Manage Employers lists them: the account, the company profile (if any), counts. */
export interface EmployerListRow {
  user: { id: number; email: string; firstName: string; lastName: string; createdAt: Date };
  /** null until the employer fills in a company profile. */
  profile: EmployerProfileRow | null;
  jobsPosted: number;
  /** The business registration's status, or null when none was ever sent (unverified). */
  verification: 'pending' | 'verified' | 'rejected' | null;
}

export interface EmployerListFilter {
  /** Trimmed; blank or undefined means no search. */
  search: string | undefined;
  /** Exact, case-insensitive; undefined means any. */
  industry: string | undefined;
  location: string | undefined;
  verification: EmployerVerificationStatus | undefined;
  /** One page, or null for every matching row. */
  window: { offset: number; limit: number } | null;
}

/** The same text whatever its case and surrounding spaces (the industry and location filters). */
const sameText = (column: SQLWrapper, value: string): SQL => sql`lower(btrim(${column})) = lower(${value.trim()})`;

/** The search: company, e-mail, the contact person's name (either part, or as shown), industry, location. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(employerProfiles.compName, pattern),
    ...accountMatches(pattern),
    ilike(employerProfiles.industry, pattern),
    ilike(employerProfiles.location, pattern),
  );
}

function verificationCondition(status: EmployerVerificationStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  // No registration sent means unverified: there is no row to hold that status.
  return status === 'unverified' ? isNull(employerVerifications.employerId) : eq(employerVerifications.status, status);
}

/**
 * `(select count(*)::int from <table> as counted where counted.<column> = <outer table>.<outer column>)`:
 * counted in the database for each row. Both sides are qualified by hand: drizzle leaves columns
 * unqualified in a select without joins, where "job_id" = "id" would compare the counted table with itself.
 */
function countOf(table: SQLWrapper, column: { name: string }, outerTable: SQLWrapper, outerColumn: { name: string }) {
  const counted = sql.identifier('counted');
  return sql<number>`(select count(*)::int from ${table} as ${counted} where ${counted}.${sql.identifier(column.name)} = ${outerTable}.${sql.identifier(outerColumn.name)})`;
}

/** Jobs the employer has posted. */
const jobsPostedCount = countOf(jobPosts, jobPosts.employerId, users, users.id);

const listFields = {
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    createdAt: users.createdAt,
  },
  profile: employerProfiles,
  jobsPosted: jobsPostedCount,
  verification: employerVerifications.status,
};

/**
 * Employers matching the filter, newest first (the id breaks ties so pages never overlap), one page or
 * all, and how many match over all pages (one COUNT query). The profile and the verification are one row
 * per employer at most (both keyed by the user id), so the joins never multiply rows.
 */
export async function listEmployerRows(
  db: Database,
  filter: EmployerListFilter,
  only?: { userId: number },
): Promise<{ rows: EmployerListRow[]; total: number }> {
  const where = and(
    eq(users.userType, 'Employer'),
    only ? eq(users.id, only.userId) : undefined,
    searchCondition(filter.search),
    filter.industry ? sameText(employerProfiles.industry, filter.industry) : undefined,
    filter.location ? sameText(employerProfiles.location, filter.location) : undefined,
    verificationCondition(filter.verification),
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoin(employerVerifications, eq(employerVerifications.employerId, users.id))
    .where(where);
  const total = counted?.n ?? 0;
  const { window } = filter;
  if (total === 0 || (window && window.offset >= total)) return { rows: [], total };

  const query = db
    .select(listFields)
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoin(employerVerifications, eq(employerVerifications.employerId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return { rows, total };
}

/** One employer as the list shows them, or undefined for a missing account or one that is not an employer. */
export async function findEmployerRow(db: Database, userId: number): Promise<EmployerListRow | undefined> {
  const none = { search: undefined, industry: undefined, location: undefined, verification: undefined };
  const { rows } = await listEmployerRows(db, { ...none, window: null }, { userId });
  return rows[0];
}

/**
 * The distinct non-blank values of one profile column, one spelling per case-insensitive value (the
 * filters match case-insensitively), sorted case-insensitively.
 */
async function distinctProfileValues(db: Database, column: SQLWrapper): Promise<string[]> {
  const key = sql`lower(btrim(${column}))`;
  const rows = await db
    .select({ value: sql<string>`min(btrim(${column}))` })
    .from(employerProfiles)
    .innerJoin(users, eq(users.id, employerProfiles.userId))
    .where(and(eq(users.userType, 'Employer'), sql`btrim(${column}) <> ''`))
    .groupBy(key)
    .orderBy(key);
  return rows.map((row) => row.value);
}

/** The industries and locations employers' profiles name, for the filter lists. */
export async function employerFilterValues(db: Database): Promise<{ industries: string[]; locations: string[] }> {
  return {
    industries: await distinctProfileValues(db, employerProfiles.industry),
    locations: await distinctProfileValues(db, employerProfiles.location),
  };
}

export interface EmployerJobRow {
  id: number;
  jobTitle: string;
  category: string;
  jobType: string;
  location: string;
  createdAt: Date;
  applicationsCount: number;
}

/** Every job of an employer, newest first, with how many applications each has (counted in the database). */
export function jobsOfEmployer(db: Database, employerId: number): Promise<EmployerJobRow[]> {
  return db
    .select({
      id: jobPosts.id,
      jobTitle: jobPosts.jobTitle,
      category: jobPosts.category,
      jobType: jobPosts.jobType,
      location: jobPosts.location,
      createdAt: jobPosts.createdAt,
      applicationsCount: countOf(applications, applications.jobId, jobPosts, jobPosts.id),
    })
    .from(jobPosts)
    .where(eq(jobPosts.employerId, employerId))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
}

/** How many of the employer's job fairs have not ended at `now`. */
export async function countUpcomingFairs(db: Database, employerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobFairs)
    .where(and(eq(jobFairs.employerId, employerId), gt(jobFairs.endsAt, now)));
  return row?.n ?? 0;
}

/** The subject of an admin's deletion: who the account is, and the company to name in the record. */
export interface DeletionSubject {
  id: number;
  userType: 'Employee' | 'Employer' | 'Admin';
  email: string;
  firstName: string;
  lastName: string;
  /** null without a company profile. */
  compName: string | null;
}

/**
 * Reads an account with its company name and locks the user row until the transaction ends, so two
 * admins deleting the same employer are served one after the other (the second finds it gone).
 */
export async function findDeletionSubjectForUpdate(tx: Database, userId: number): Promise<DeletionSubject | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      userType: users.userType,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      compName: employerProfiles.compName,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users })
    .limit(1);
  return row;
}

/** A job an admin deletes, with whom to tell (its employer) and how to name it in the audit trail. */
export interface JobDeletionSubject {
  id: number;
  jobTitle: string;
  employerId: number;
  employerEmail: string;
  employerFirstName: string;
  employerLastName: string;
  /** null without a company profile. */
  compName: string | null;
}

/**
 * Reads a job with its employer and locks the job row until the transaction ends, so two admins deleting
 * the same job are served one after the other (the second finds it gone), and an application or a
 * report being submitted for it waits (their foreign keys).
 */
export async function findJobDeletionSubjectForUpdate(
  tx: Database,
  jobId: number,
): Promise<JobDeletionSubject | undefined> {
  const [row] = await tx
    .select({
      id: jobPosts.id,
      jobTitle: jobPosts.jobTitle,
      employerId: jobPosts.employerId,
      employerEmail: users.email,
      employerFirstName: users.firstName,
      employerLastName: users.lastName,
      compName: employerProfiles.compName,
    })
    .from(jobPosts)
    .innerJoin(users, eq(users.id, jobPosts.employerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(jobPosts.id, jobId))
    .for('update', { of: jobPosts })
    .limit(1);
  return row;
}
