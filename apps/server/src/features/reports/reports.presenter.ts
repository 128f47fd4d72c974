import { displayName, UNKNOWN_COMPANY, type AdminReport } from '@kakayahan/contracts';
import type { AdminReportRow } from './reports.repo.js';

/** Shown as the reporter once their account has been deleted (the report stays for the admin). */
export const DELETED_USER_NAME = 'Deleted user';

function nameOf(firstName: string | null, lastName: string | null): string | null {
  return firstName === null || lastName === null ? null : displayName(firstName, lastName);
}

/** The reported content's row, null once it is gone. */
function contentOf(row: AdminReportRow): { createdAt: Date } | null {
  switch (row.report.contentType) {
    case 'post':
      return row.post;
    case 'comment':
      return row.comment;
    case 'job':
      return row.job;
  }
}

/**
 * A report as Manage Reports shows it. Content fields are null once the content row is gone, and
 * `content_deleted` is true when the content was deleted through moderation (flag) or removed in any
 * other way (its row is gone). A comment report carries its comment's post while the comment exists. A
 * job report carries the job's title, company (UNKNOWN_COMPANY, as the job feed says, when the employer
 * has no company profile) and description; its post and comment fields are null, as a forum report's
 * job fields are.
 */
export function presentAdminReport(row: AdminReportRow): AdminReport {
  const { report, post, comment, job } = row;
  const isPostReport = report.contentType === 'post';
  const isCommentReport = report.contentType === 'comment';
  const isJobReport = report.contentType === 'job';
  const content = contentOf(row);
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    report_desc: report.reportDesc,
    reported_by_username: nameOf(row.reporterFirstName, row.reporterLastName) ?? DELETED_USER_NAME,
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    dismissed_at: report.dismissedAt?.toISOString() ?? null,
    content_type: report.contentType,
    post: isPostReport ? (post?.id ?? null) : isCommentReport ? (comment?.postId ?? null) : null,
    comment: isCommentReport ? (comment?.id ?? null) : null,
    job: isJobReport ? (job?.id ?? null) : null,
    job_title: isJobReport ? (job?.title ?? null) : null,
    job_company: isJobReport && job ? (row.jobCompany ?? UNKNOWN_COMPANY) : null,
    job_content: isJobReport ? (job?.content ?? null) : null,
    post_content: post?.content ?? null,
    comment_content: comment?.content ?? null,
    post_author: nameOf(row.postAuthorFirstName, row.postAuthorLastName),
    comment_author: nameOf(row.commentAuthorFirstName, row.commentAuthorLastName),
    content_created_at: content?.createdAt.toISOString() ?? null,
    content_deleted: report.contentDeleted || content === null,
  };
}
