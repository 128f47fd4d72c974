import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumApi } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';
import { FORUM_QUERY_KEY } from './get-posts';

/** Deletes one of the own comments or replies (DELETE /api/comments/{id}/). */
export async function deleteComment(commentId: number): Promise<void> {
  await callApi(forumApi.deleteComment, { params: { id: commentId } });
}

/** Deletes a comment or reply, then reloads the forum lists. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM_QUERY_KEY }),
  });
}
