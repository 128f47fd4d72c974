import { displayName, type AdminReport } from '@kakayahan/contracts';
import type { AdminReportRow } from './reports.repo.js';

/** Shown as the reporter once their account has been deleted (the report stays for the admin). */
export const DELETED_USER_NAME = 'Deleted user';

function nameOf(firstName: string | null, lastName: string | null): string | null {
  return firstName === null || lastName === null ? null : displayName(firstName, lastName);
}

/**
 * A report as Manage Reports shows it. Content fields are null once the content row is gone, and
 * `content_deleted` is true when the content was deleted through moderation (flag) or removed in any
 * other way (its row is gone). A comment report carries its comment's post while the comment exists.
 */
export function presentAdminReport(row: AdminReportRow): AdminReport {
  const { report, post, comment } = row;
  const isPostReport = report.contentType === 'post';
  const content = isPostReport ? post : comment;
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
    post: isPostReport ? (post?.id ?? null) : (comment?.postId ?? null),
    comment: isPostReport ? null : (comment?.id ?? null),
    post_content: post?.content ?? null,
    comment_content: comment?.content ?? null,
    post_author: nameOf(row.postAuthorFirstName, row.postAuthorLastName),
    comment_author: nameOf(row.commentAuthorFirstName, row.commentAuthorLastName),
    content_created_at: content?.createdAt.toISOString() ?? null,
    content_deleted: report.contentDeleted || content === null,
  };
}
