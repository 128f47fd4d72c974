import type { AdminReport, ReportContentType } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteReportedContent } from '../api/delete-reported-content';

/** What the delete messages call each kind of content. */
const CONTENT_NOUNS: Record<ReportContentType, string> = { post: 'post', comment: 'comment', job: 'job post' };

/** "Failed to delete post. Please try again." or the comment's or job post's (document 2 §8). */
export function deleteContentError(report: Pick<AdminReport, 'content_type'>): string {
  return `Failed to delete ${CONTENT_NOUNS[report.content_type]}. Please try again.`;
}

/** "Post has been deleted successfully.", or the comment's or job post's. */
export function contentDeletedMessage(report: Pick<AdminReport, 'content_type'>): string {
  const noun = CONTENT_NOUNS[report.content_type];
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} has been deleted successfully.`;
}

/** The spec's confirmation before a reported post or comment is deleted for good (document 2 §6). */
export function DeleteContentDialog({
  report,
  contentType,
  contentId,
  onClose,
  onDeleted,
}: {
  report: AdminReport;
  /** The report's content type, a forum one (a job post has DeleteJobDialog). */
  contentType: 'post' | 'comment';
  /** The reported post's or comment's id. */
  contentId: number;
  onClose: () => void;
  /** Called with the success message once the content is deleted and the reports are fresh. */
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteReportedContent();
  return (
    <ConfirmDialog
      title={contentType === 'post' ? 'Delete Post?' : 'Delete Comment?'}
      confirmLabel="Yes, delete it!"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: deleteContentError(report), error: remove.error } : null}
      onConfirm={() =>
        remove.mutate({ contentType, contentId }, { onSuccess: () => onDeleted(contentDeletedMessage(report)) })
      }
      onClose={onClose}
    >
      <p>This will permanently delete this {contentType}. This action cannot be undone.</p>
      <p className="text-slate-800">
        Reported in Report #{report.id}. Every pending report about this {contentType} will be marked resolved.
      </p>
    </ConfirmDialog>
  );
}
