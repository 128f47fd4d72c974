import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, employerProfiles, jobPosts, users } from '../../db/schema.js';

/** One application to a job that is about to be removed: whom to tell, about what, and the file to clear. */
export interface RemovedApplication {
  applicationId: number;
  jobId: number;
  applicantId: number;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  compName: string | null;
  resumeKey: string | null;
}

/**
 * The applications to one job, or to every job of one employer, with the applicant's address and name.
 * Call it inside the removing transaction, after the jobs are locked, so nobody is missed.
 */
export function applicationsOfRemovedJobs(
  tx: Database,
  which: { jobId: number } | { employerId: number },
): Promise<RemovedApplication[]> {
  return tx
    .select({
      applicationId: applications.id,
      jobId: applications.jobId,
      applicantId: applications.applicantId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: jobPosts.jobTitle,
      compName: employerProfiles.compName,
      resumeKey: applications.resumeKey,
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId))
    .where('jobId' in which ? eq(applications.jobId, which.jobId) : eq(jobPosts.employerId, which.employerId))
    .orderBy(applications.id);
}

/** Locks every job of an employer (see findJobForUpdate: applications being submitted wait). */
export async function lockJobsOfEmployer(tx: Database, employerId: number): Promise<void> {
  await tx.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.employerId, employerId)).for('update');
}
