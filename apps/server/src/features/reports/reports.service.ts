import { FORUM_MESSAGES, type CreateReportRequest } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
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
  lockPostForReport,
  type AdminReportRow,
  type NewReport,
} from './reports.repo.js';

/**
 * Reports a post or a comment as the signed-in user (anyone signed in may report; `reported_by` in the
 * body is ignored). The content must exist; a second pending report by the same person on the same
 * content is refused with 409.
 */
export async function submitReport(ctx: AppContext, actor: AuthUser, input: CreateReportRequest) {
  const target = reportTarget(input);
  const row = await ctx.db.transaction(async (tx) => {
    const exists =
      target.contentType === 'post'
        ? await lockPostForReport(tx, target.postId)
        : await lockCommentForReport(tx, target.commentId);
    if (!exists) {
      throw notFound(target.contentType === 'post' ? FORUM_MESSAGES.postNotFound : FORUM_MESSAGES.commentNotFound);
    }
    return insertReport(tx, {
      reason: input.reason,
      reportDesc: input.report_desc,
      reportedBy: actor.id,
      target,
      createdAt: ctx.now(),
    });
  });
  if (!row) throw conflict(FORUM_MESSAGES.reportDuplicate);
  return { id: row.id, message: FORUM_MESSAGES.reportSubmitted };
}

/** The reported content; the request schema already refuses none or both. */
function reportTarget(input: CreateReportRequest): NewReport['target'] {
  if (input.post != null) return { contentType: 'post', postId: input.post };
  if (input.comment != null) return { contentType: 'comment', commentId: input.comment };
  throw badRequest(FORUM_MESSAGES.reportTargetRequired);
}

/** Every report, newest first, for Manage Reports. Admins only. */
export function listReports(ctx: AppContext, actor: AuthUser): Promise<AdminReportRow[]> {
  requireRole(actor, 'Admin');
  return listAdminReports(ctx.db);
}

/** How the audit trail names a report: "Report #12 - Post", as Manage Reports titles it. */
function reportLabel(id: number, contentType: 'post' | 'comment'): string {
  return `Report #${id} - ${contentType === 'post' ? 'Post' : 'Comment'}`;
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
