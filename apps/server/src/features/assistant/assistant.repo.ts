import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, users } from '../../db/schema.js';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';

/** Where a job seeker's registration stands: signed up, e-mail verified, approved. */
export async function readApprovalState(db: Database, userId: number) {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      isApproved: users.isApproved,
      approvedAt: users.approvedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** How many of a job seeker's applications wait for the employer, and how many they have in all. */
export async function countApplications(db: Database, applicantId: number) {
  const rows = await db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .groupBy(applications.status);
  return {
    pending: rows.find((row) => row.status === 'Pending')?.total ?? 0,
    total: rows.reduce((sum, row) => sum + row.total, 0),
  };
}

/** The soonest job fair not yet ended that the person holds a place for (or waits for one). */
export async function readNextRegisteredFair(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({
      id: jobFairs.id,
      title: jobFairs.title,
      startsAt: jobFairs.startsAt,
      endsAt: jobFairs.endsAt,
      status: jobFairRegistrations.status,
    })
    .from(jobFairRegistrations)
    .innerJoin(jobFairs, eq(jobFairs.id, jobFairRegistrations.jobFairId))
    .where(
      and(
        eq(jobFairRegistrations.userId, userId),
        inArray(jobFairRegistrations.status, ['registered', 'waitlisted']),
        gt(jobFairs.endsAt, now),
      ),
    )
    .orderBy(asc(jobFairs.startsAt))
    .limit(1);
  return row ?? null;
}
