import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { FORUM_QUERY_KEY } from './get-posts';

/** A delete's answer: a message, or no body at all (204); the page shows the spec's own message either way. */
export const deletedSchema = z.object({ message: z.string().optional() }).optional();

/** Deletes one of the own posts with its comments (DELETE /api/posts/{id}/). */
export async function deletePost(postId: number): Promise<void> {
  await apiRequest(`/api/posts/${postId}/`, { method: 'DELETE', schema: deletedSchema });
}

/** Deletes a post, then reloads the forum lists. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM_QUERY_KEY }),
  });
}
