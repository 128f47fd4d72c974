import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumApi } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';
import { FORUM_QUERY_KEY } from './get-posts';

/** Deletes one of the own posts with its comments (DELETE /api/posts/{id}/). */
export async function deletePost(postId: number): Promise<void> {
  await callApi(forumApi.deletePost, { params: { id: postId } });
}

/** Deletes a post, then reloads the forum lists. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM_QUERY_KEY }),
  });
}
