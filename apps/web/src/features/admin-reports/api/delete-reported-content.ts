import { forumApi, type MessageResponse, type ReportContentType } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';
import { ADMIN_REPORTS_QUERY_KEY } from './get-admin-reports';

export interface DeleteReportedContentInput {
  /** A job post goes through its own removal (delete-reported-job.ts). */
  contentType: Exclude<ReportContentType, 'job'>;
  /** The post's or the comment's id. */
  contentId: number;
}

/**
 * Deletes reported content (DELETE /api/posts/{id}/ or /api/comments/{id}/). The server then resolves
 * the content's pending reports and flags all its reports content_deleted.
 */
export function deleteReportedContent({
  contentType,
  contentId,
}: DeleteReportedContentInput): Promise<MessageResponse> {
  const endpoint = contentType === 'post' ? forumApi.deletePost : forumApi.deleteComment;
  return callApi(endpoint, { params: { id: contentId } });
}

/**
 * Deletes the content, then refreshes the reports (they now say the content was deleted) and the audit
 * log (an admin's deletion is recorded there).
 */
export function useDeleteReportedContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedContent,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
      ]);
    },
  });
}
