import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, employeeProfiles, employerProfiles, jobPosts, users } from '../../db/schema.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/** The job an application is for: who posted it and its title (what notifications and mails name). */
export interface ApplicationJob {
  id: number;
  employerId: number;
  jobTitle: string;
  compName: string | null;
}

/** A job as the submission needs it, or undefined when there is no such job. */
export async function findJobForApplication(db: Database, jobId: number): Promise<ApplicationJob | undefined> {
  const [row] = await db
    .select({
      id: jobPosts.id,
      employerId: jobPosts.employerId,
      jobTitle: jobPosts.jobTitle,
      compName: employerProfiles.compName,
    })
    .from(jobPosts)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(jobPosts.id, jobId))
    .limit(1);
  return row;
}

/**
 * Locks the job until the transaction ends (FOR SHARE: applications may still be inserted side by side),
 * so it cannot be deleted between the check and the insert. False when it is gone.
 */
export async function lockJobForApplication(tx: Database, jobId: number): Promise<boolean> {
  const rows = await tx.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.id, jobId)).for('share');
  return rows.length > 0;
}

/** Whether the person already applied to the job. */
export async function hasApplied(db: Database, jobId: number, applicantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)))
    .limit(1);
  return rows.length > 0;
}

/** The job seeker's account names and stored profile (null fields when there is no profile row yet). */
export async function findApplicantProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: employeeProfiles.fullName,
      role: employeeProfiles.role,
      experience: employeeProfiles.experience,
      location: employeeProfiles.location,
      skills: employeeProfiles.skills,
      contactNo: employeeProfiles.contactNo,
      resumeKey: employeeProfiles.resumeKey,
      resumeName: employeeProfiles.resumeName,
    })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type ApplicantProfileRow = NonNullable<Awaited<ReturnType<typeof findApplicantProfile>>>;

/**
 * Inserts an application; undefined when the person already applied to the job (the unique index on job
 * and applicant decides, so two submissions racing each other cannot both succeed).
 */
export async function insertApplication(tx: Database, values: NewApplication): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.jobId, applications.applicantId] })
    .returning();
  return row;
}

/** A job seeker's applications with their jobs and companies, newest first (Current Job Applications). */
export function listApplicationsOfApplicant(db: Database, applicantId: number) {
  return db
    .select({
      application: applications,
      jobTitle: jobPosts.jobTitle,
      jobLocation: jobPosts.location,
      jobType: jobPosts.jobType,
      category: jobPosts.category,
      salaryRange: jobPosts.salaryRange,
      employerId: jobPosts.employerId,
      compName: employerProfiles.compName,
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(applications.applicantId, applicantId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
export type MyApplicationRow = Awaited<ReturnType<typeof listApplicationsOfApplicant>>[number];

/** Every application to an employer's jobs, newest first, with the job's title (the dashboard's applicants). */
export function listApplicationsToEmployer(db: Database, employerId: number) {
  return db
    .select({ application: applications, jobTitle: jobPosts.jobTitle, applicantDisability: users.disability })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(jobPosts.employerId, employerId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
export type EmployerApplicantRow = Awaited<ReturnType<typeof listApplicationsToEmployer>>[number];

/** An application with its job, company and applicant account (what decisions, mails and resumes need). */
export async function findApplicationWithContext(db: Database, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      job: {
        id: jobPosts.id,
        employerId: jobPosts.employerId,
        jobTitle: jobPosts.jobTitle,
        compName: employerProfiles.compName,
      },
      applicant: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}
export type ApplicationContext = NonNullable<Awaited<ReturnType<typeof findApplicationWithContext>>>;

/** Deletes the person's own application; undefined when there is none of theirs with this id. */
export async function deleteOwnApplication(
  db: Database,
  applicationId: number,
  applicantId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .delete(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, applicantId)))
    .returning();
  return row;
}

/**
 * Moves a pending application to Approved or Declined. The condition on the status is part of the
 * UPDATE itself, so of two employers' clicks racing each other exactly one wins; undefined for the other
 * (or when the application is no longer pending).
 */
export async function decidePendingApplication(
  db: Database,
  applicationId: number,
  status: 'Approved' | 'Declined',
  at: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ status, decidedAt: at })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'Pending')))
    .returning();
  return row;
}

/** Deletes an application only while it is pending (the same single-statement guard as a decision). */
export async function deletePendingApplication(
  db: Database,
  applicationId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .delete(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'Pending')))
    .returning();
  return row;
}

/**
 * Sets whether the employer sees the applicant's disability type, on the applicant's own pending
 * application only (the conditions are part of the UPDATE, so an employer's decision racing the change
 * wins or loses whole). Undefined when nothing matched.
 */
export async function setPendingDisclosure(
  tx: Database,
  applicationId: number,
  applicantId: number,
  disclose: boolean,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ disabilityDisclosed: disclose })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.applicantId, applicantId),
        eq(applications.status, 'Pending'),
      ),
    )
    .returning();
  return row;
}

/** The applicant's own application (any status), or undefined when there is none of theirs with this id. */
export async function findOwnApplication(
  db: Database,
  applicationId: number,
  applicantId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, applicantId)))
    .limit(1);
  return row;
}

/** Reads an application's requests and locks its row until the transaction ends (answers do not interleave). */
export async function lockApplicationRequests(tx: Database, applicationId: number) {
  const [row] = await tx
    .select({ accommodations: applications.accommodations })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update')
    .limit(1);
  return row;
}

/** Stores the requests with their answers. */
export async function saveApplicationRequests(
  tx: Database,
  applicationId: number,
  accommodations: { kind: string; answer: string | null }[],
): Promise<void> {
  await tx.update(applications).set({ accommodations }).where(eq(applications.id, applicationId));
}
