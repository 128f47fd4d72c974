import { FORUM_MESSAGES, JOB_MESSAGES, type CreateReportRequest } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordAdminAction } from '../audit-log/index.js';
import {
  closePendingReport,
  findAdminReport,
  findReportStatus,
  insertReport,
  listAdminReports,
  lockCommentForReport,
  lockJobForReport,
  lockPostForReport,
  type AdminReportRow,
  type ReportTarget,
} from './reports.repo.js';

/**
 * Checks that the reported content exists, and holds it (key-share lock) until the report is inserted.
 * An employer reporting their own job post is refused: the report would only reach the admins about
 * content its author can edit or delete themselves.
 */
async function lockTarget(tx: Database, actor: AuthUser, target: ReportTarget): Promise<void> {
  switch (target.contentType) {
    case 'post':
      if (!(await lockPostForReport(tx, target.postId))) throw notFound(FORUM_MESSAGES.postNotFound);
      return;
    case 'comment':
      if (!(await lockCommentForReport(tx, target.commentId))) throw notFound(FORUM_MESSAGES.commentNotFound);
      return;
    case 'job': {
      const job = await lockJobForReport(tx, target.jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (job.employerId === actor.id) throw conflict(FORUM_MESSAGES.reportOwnJob);
      return;
    }
  }
}

/**
 * Reports a post, a comment or a job post as the signed-in user (anyone signed in may report;
 * `reported_by` in the body is ignored). The content must exist; a second pending report by the same
 * person on the same content is refused with 409. The reasons allowed for each kind of content are
 * checked by the request schema.
 */
export async function submitReport(ctx: AppContext, actor: AuthUser, input: CreateReportRequest) {
  const target = reportTarget(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockTarget(tx, actor, target);
    return insertReport(tx, {
      reason: input.reason,
      reportDesc: input.report_desc,
      reportedBy: actor.id,
      target,
      createdAt: ctx.now(),
    });
  });
  if (!row) throw conflict(FORUM_MESSAGES.reportDuplicate);
  return {
    id: row.id,
    message: target.contentType === 'job' ? FORUM_MESSAGES.jobReportSubmitted : FORUM_MESSAGES.reportSubmitted,
  };
}

/** The reported content; the request schema already refuses none or more than one. */
function reportTarget(input: CreateReportRequest): ReportTarget {
  if (input.post != null) return { contentType: 'post', postId: input.post };
  if (input.comment != null) return { contentType: 'comment', commentId: input.comment };
  if (input.job != null) return { contentType: 'job', jobId: input.job };
  throw badRequest(FORUM_MESSAGES.reportTargetRequired);
}

/** Every report, newest first, for Manage Reports. Admins only. */
export function listReports(ctx: AppContext, actor: AuthUser): Promise<AdminReportRow[]> {
  requireRole(actor, 'Admin');
  return listAdminReports(ctx.db);
}

const CONTENT_TYPE_NAMES = { post: 'Post', comment: 'Comment', job: 'Job' } as const;

/** How the audit trail names a report: "Report #12 - Post", as Manage Reports titles it. */
function reportLabel(id: number, contentType: keyof typeof CONTENT_TYPE_NAMES): string {
  return `Report #${id} - ${CONTENT_TYPE_NAMES[contentType]}`;
}

/**
 * Resolves or dismisses a pending report (stamping the time) and records it in the audit trail, in one
 * transaction. A report that is already resolved or dismissed answers 409; an unknown one 404; neither
 * leaves a record. Admins only.
 */
export async function closeReport(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  outcome: 'resolved' | 'dismissed',
): Promise<AdminReportRow> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const closed = await closePendingReport(tx, id, outcome, now);
    if (!closed) {
      const existing = await findReportStatus(tx, id);
      throw existing ? conflict(FORUM_MESSAGES.reportNotPending) : notFound(FORUM_MESSAGES.reportNotFound);
    }
    await recordAdminAction(tx, actor, {
      action: outcome === 'resolved' ? 'resolve_report' : 'dismiss_report',
      subjectType: 'report',
      subjectId: closed.id,
      subjectLabel: reportLabel(closed.id, closed.contentType),
      at: now,
    });
  });
  const report = await findAdminReport(ctx.db, id);
  // Reports are never deleted, so the row just updated is still there.
  if (!report) throw notFound(FORUM_MESSAGES.reportNotFound);
  return report;
}
