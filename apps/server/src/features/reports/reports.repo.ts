import type { ReportReason } from '@kakayahan/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { employerProfiles, jobPosts, users } from '../../db/schema.js';
import { forumComments, forumPosts, reports } from '../../db/schema-community.js';

const reporter = alias(users, 'reporter');
const postAuthor = alias(users, 'post_author');
const commentAuthor = alias(users, 'comment_author');

/** A report with what the admin needs about its reporter and content, read in one query. */
const adminReportColumns = {
  report: reports,
  reporterFirstName: reporter.firstName,
  reporterLastName: reporter.lastName,
  // Each nested object comes from one left-joined table, so drizzle gives null when the row is gone.
  post: { id: forumPosts.id, content: forumPosts.content, createdAt: forumPosts.createdAt },
  postAuthorFirstName: postAuthor.firstName,
  postAuthorLastName: postAuthor.lastName,
  comment: {
    id: forumComments.id,
    postId: forumComments.postId,
    content: forumComments.content,
    createdAt: forumComments.createdAt,
  },
  commentAuthorFirstName: commentAuthor.firstName,
  commentAuthorLastName: commentAuthor.lastName,
  job: { id: jobPosts.id, title: jobPosts.jobTitle, content: jobPosts.jobDesc, createdAt: jobPosts.createdAt },
  /** null when the job is gone or its employer has no company profile (the job says which). */
  jobCompany: employerProfiles.compName,
};

function selectAdminReports(db: Database, where?: SQL) {
  const query = db
    .select(adminReportColumns)
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reportedBy))
    .leftJoin(forumPosts, eq(forumPosts.id, reports.postId))
    .leftJoin(postAuthor, eq(postAuthor.id, forumPosts.userId))
    .leftJoin(forumComments, eq(forumComments.id, reports.commentId))
    .leftJoin(commentAuthor, eq(commentAuthor.id, forumComments.userId))
    .leftJoin(jobPosts, eq(jobPosts.id, reports.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobPosts.employerId));
  return where ? query.where(where) : query;
}

export type AdminReportRow = Awaited<ReturnType<typeof selectAdminReports>>[number];
export type ReportRow = typeof reports.$inferSelect;

/** Every report, newest first, with reporter, content and authors (one query). */
export function listAdminReports(db: Database): Promise<AdminReportRow[]> {
  return selectAdminReports(db).orderBy(desc(reports.createdAt), desc(reports.id));
}

export async function findAdminReport(db: Database, id: number): Promise<AdminReportRow | undefined> {
  const [row] = await selectAdminReports(db, eq(reports.id, id)).limit(1);
  return row;
}

/**
 * Whether a post exists, holding a key-share lock on it until the transaction ends, so it cannot be
 * deleted between this check and the report's insert (the insert would otherwise fail its foreign key).
 */
export async function lockPostForReport(tx: Database, postId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId))
    .for('key share')
    .limit(1);
  return rows.length > 0;
}

/** Like lockPostForReport, for a comment. */
export async function lockCommentForReport(tx: Database, commentId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: forumComments.id })
    .from(forumComments)
    .where(eq(forumComments.id, commentId))
    .for('key share')
    .limit(1);
  return rows.length > 0;
}

/**
 * Like lockPostForReport, for a job post: answers who posted it (an employer may not report their own
 * job), or undefined when the job does not exist.
 */
export async function lockJobForReport(tx: Database, jobId: number): Promise<{ employerId: number } | undefined> {
  const [row] = await tx
    .select({ employerId: jobPosts.employerId })
    .from(jobPosts)
    .where(eq(jobPosts.id, jobId))
    .for('key share')
    .limit(1);
  return row;
}

export type ReportTarget =
  | { contentType: 'post'; postId: number }
  | { contentType: 'comment'; commentId: number }
  | { contentType: 'job'; jobId: number };

export interface NewReport {
  reason: ReportReason;
  reportDesc: string;
  reportedBy: number;
  target: ReportTarget;
  createdAt: Date;
}

/**
 * Inserts a pending report. Undefined when the person already has a pending report on the same content
 * (the partial unique indexes; ON CONFLICT without a target covers partial indexes on both drivers).
 */
export async function insertReport(db: Database, values: NewReport): Promise<ReportRow | undefined> {
  const { target, ...rest } = values;
  const [row] = await db
    .insert(reports)
    .values({
      ...rest,
      contentType: target.contentType,
      postId: target.contentType === 'post' ? target.postId : null,
      commentId: target.contentType === 'comment' ? target.commentId : null,
      jobId: target.contentType === 'job' ? target.jobId : null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Moves a pending report to resolved or dismissed with its time, in one statement so two admins acting
 * at once cannot both succeed. Undefined when the report is missing or no longer pending.
 */
export async function closePendingReport(
  db: Database,
  id: number,
  outcome: 'resolved' | 'dismissed',
  at: Date,
): Promise<{ id: number; contentType: ReportRow['contentType'] } | undefined> {
  const [row] = await db
    .update(reports)
    .set(outcome === 'resolved' ? { status: 'resolved', resolvedAt: at } : { status: 'dismissed', dismissedAt: at })
    .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
    .returning({ id: reports.id, contentType: reports.contentType });
  return row;
}

export async function findReportStatus(db: Database, id: number) {
  const [row] = await db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/**
 * Before a job post is deleted by an admin (inside that transaction, while its reports still point at
 * it): every pending report on it is resolved now, and every report on it is marked as content deleted.
 * A report an admin already dismissed keeps its status: the deletion does not rewrite that decision.
 * Answers the ids of the reports it resolved.
 */
export async function closeReportsOfDeletedJob(tx: Database, jobId: number, at: Date): Promise<number[]> {
  const resolved = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedAt: at, contentDeleted: true })
    .where(and(eq(reports.jobId, jobId), eq(reports.status, 'pending')))
    .returning({ id: reports.id });
  await tx.update(reports).set({ contentDeleted: true }).where(eq(reports.jobId, jobId));
  return resolved.map((row) => row.id);
}
