import type { CreatePostRequest } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { FORUM_QUERY_KEY } from './get-posts';

/**
 * What the web app reads from a created post or comment: its id when the server sends it back. The
 * contract leaves the rest of the answer open, so only the id is checked (and it may be absent).
 */
export const createdItemSchema = z.object({ id: z.number().int().optional() });
export type CreatedItem = z.infer<typeof createdItemSchema>;

/** Starts a post (POST /api/posts/); the author is the signed-in person. */
export function createPost(post: Pick<CreatePostRequest, 'title' | 'content'>): Promise<CreatedItem> {
  return apiRequest('/api/posts/', { method: 'POST', body: post, schema: createdItemSchema });
}

/** Creates a post, then reloads the forum lists so it shows. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM_QUERY_KEY }),
  });
}
