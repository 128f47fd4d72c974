import type { AdminReport } from '@kakayahan/contracts';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { useDeleteReportedContent } from '../api/delete-reported-content';

/** "Failed to delete post. Please try again." or the comment's (document 2 §8). */
export function deleteContentError(report: Pick<AdminReport, 'content_type'>): string {
  return `Failed to delete ${report.content_type}. Please try again.`;
}

/** "Post has been deleted successfully." or the comment's. */
export function contentDeletedMessage(report: Pick<AdminReport, 'content_type'>): string {
  return `${report.content_type === 'post' ? 'Post' : 'Comment'} has been deleted successfully.`;
}

/** The spec's confirmation before reported content is deleted for good (document 2 §6). */
export function DeleteContentDialog({
  report,
  contentId,
  onClose,
  onDeleted,
}: {
  report: AdminReport;
  /** The reported post's or comment's id. */
  contentId: number;
  onClose: () => void;
  /** Called with the success message once the content is deleted and the reports are fresh. */
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteReportedContent();
  const type = report.content_type;
  return (
    <ConfirmDialog
      title={type === 'post' ? 'Delete Post?' : 'Delete Comment?'}
      confirmLabel="Yes, delete it!"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: deleteContentError(report), error: remove.error } : null}
      onConfirm={() =>
        remove.mutate({ contentType: type, contentId }, { onSuccess: () => onDeleted(contentDeletedMessage(report)) })
      }
      onClose={onClose}
    >
      <p>This will permanently delete this {type}. This action cannot be undone.</p>
      <p className="text-slate-800">
        Reported in Report #{report.id}. Every pending report about this {type} will be marked resolved.
      </p>
    </ConfirmDialog>
  );
}
