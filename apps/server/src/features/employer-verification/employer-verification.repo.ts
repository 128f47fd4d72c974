import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountMatches, containsPattern } from '../../db/like-pattern.js';
import { employerVerifications } from '../../db/schema-admin.js';
import { employerProfiles, users } from '../../db/schema.js';

export type VerificationRow = typeof employerVerifications.$inferSelect;

/** What a submission writes: the registration and its stored certificate. */
export interface SubmissionValues {
  registrationType: string;
  registrationNumber: string;
  tin: string;
  documentKey: string;
  documentContentType: string;
  documentName: string;
}

/** The employer a submission or decision is about: the account's contact and the company name (if any). */
export interface VerificationEmployer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** null while the employer has no company profile. */
  compName: string | null;
}

/** A registration as the admin's list shows it, with the employer and their company. */
export interface AdminVerificationRow {
  verification: VerificationRow;
  employer: { email: string; firstName: string; lastName: string };
  company: { compName: string; industry: string; location: string; compSite: string | null } | null;
}

export interface AdminVerificationFilter {
  status: 'pending' | 'verified' | 'rejected';
  /** Trimmed; blank or undefined means no search. */
  search: string | undefined;
  /** One page, or null for every matching row. */
  window: { offset: number; limit: number } | null;
}

export async function findVerification(db: Database, employerId: number): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.employerId, employerId))
    .limit(1);
  return row;
}

/**
 * The same, locking the registration until the transaction ends: two admins deciding at once, or a
 * decision and the employer's new submission, are served one after the other.
 */
export async function lockVerification(tx: Database, employerId: number): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.employerId, employerId))
    .limit(1)
    .for('update');
  return row;
}

const employerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  compName: employerProfiles.compName,
};

/** An employer account with its company name; undefined for a missing account or one that is no employer. */
export async function findVerificationEmployer(
  db: Database,
  employerId: number,
): Promise<VerificationEmployer | undefined> {
  const [row] = await db
    .select(employerColumns)
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(and(eq(users.id, employerId), eq(users.userType, 'Employer')))
    .limit(1);
  return row;
}

/**
 * Locks the employer's account row until the transaction ends, so two submissions of the same employer
 * are written one after the other (the second sees, and later deletes, the certificate the first stored).
 * Answers the account with its company name, or undefined when it is gone or is no employer.
 */
export async function lockVerificationEmployer(
  tx: Database,
  employerId: number,
): Promise<VerificationEmployer | undefined> {
  const [row] = await tx
    .select(employerColumns)
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(and(eq(users.id, employerId), eq(users.userType, 'Employer')))
    .limit(1)
    // Only the account row: the profile sits on the nullable side of the outer join.
    .for('update', { of: users });
  return row;
}

/**
 * Writes the employer's one registration: a new one, or a replacement of the last, waiting for a check
 * again (the previous decision, its reason and decider cleared).
 */
export async function upsertSubmission(
  tx: Database,
  employerId: number,
  values: SubmissionValues,
  at: Date,
): Promise<VerificationRow> {
  const fresh = {
    ...values,
    status: 'pending' as const,
    reason: null,
    submittedAt: at,
    decidedAt: null,
    decidedBy: null,
  };
  const [row] = await tx
    .insert(employerVerifications)
    .values({ employerId, ...fresh })
    .onConflictDoUpdate({ target: employerVerifications.employerId, set: fresh })
    .returning();
  if (!row) throw new Error(`business registration of employer ${employerId} was not written`);
  return row;
}

/** Records an admin's decision on a registration. */
export async function markDecided(
  tx: Database,
  employerId: number,
  decision: { status: 'verified' | 'rejected'; reason: string | null; decidedBy: number; at: Date },
): Promise<void> {
  await tx
    .update(employerVerifications)
    .set({ status: decision.status, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: decision.at })
    .where(eq(employerVerifications.employerId, employerId));
}

/**
 * The digits of a search that could be part of a TIN (digits with dashes or spaces, as printed), or null:
 * the TIN is stored as digits only, so "123-456" must find 123456789000.
 */
function tinDigits(search: string): string | null {
  if (!/^[\d\s-]+$/u.test(search)) return null;
  const digits = search.replace(/\D/gu, '');
  return digits === '' ? null : digits;
}

/** The search: company, e-mail, contact person (either part, or as shown), registration number, TIN. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const digits = tinDigits(search);
  return or(
    ilike(employerProfiles.compName, pattern),
    ...accountMatches(pattern),
    ilike(employerVerifications.registrationNumber, pattern),
    ilike(employerVerifications.tin, digits ? containsPattern(digits) : pattern),
  );
}

/**
 * Registrations with one status, one page or all, and how many match over all pages (one COUNT query).
 * Pending: oldest submission first (first come, first served); verified and rejected: newest decision
 * first. The employer id breaks ties so pages never overlap. The account and profile are one row per
 * registration at most (both keyed by the employer's id), so the joins never multiply rows.
 */
export async function listVerifications(
  db: Database,
  filter: AdminVerificationFilter,
): Promise<{ rows: AdminVerificationRow[]; total: number }> {
  const where = and(eq(employerVerifications.status, filter.status), searchCondition(filter.search));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employerVerifications)
    .innerJoin(users, eq(users.id, employerVerifications.employerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, employerVerifications.employerId))
    .where(where);
  const total = counted?.n ?? 0;
  const { window } = filter;
  if (total === 0 || (window && window.offset >= total)) return { rows: [], total };

  const order =
    filter.status === 'pending'
      ? [asc(employerVerifications.submittedAt), asc(employerVerifications.employerId)]
      : [desc(employerVerifications.decidedAt), desc(employerVerifications.employerId)];
  const query = db
    .select({
      verification: employerVerifications,
      employer: { email: users.email, firstName: users.firstName, lastName: users.lastName },
      company: {
        compName: employerProfiles.compName,
        industry: employerProfiles.industry,
        location: employerProfiles.location,
        compSite: employerProfiles.compSite,
      },
    })
    .from(employerVerifications)
    .innerJoin(users, eq(users.id, employerVerifications.employerId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, employerVerifications.employerId))
    .where(where)
    .orderBy(...order);
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return { rows, total };
}
