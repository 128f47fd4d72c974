import { forumApi, type CreatePostRequest, type ForumPost } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { FORUM_QUERY_KEY } from './get-posts';

/** Starts a post (POST /api/posts/); the author is the signed-in person. */
export function createPost(post: Pick<CreatePostRequest, 'title' | 'content'>): Promise<ForumPost> {
  return callApi(forumApi.createPost, { body: post });
}

/** Creates a post, then reloads the forum lists so it shows. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM_QUERY_KEY }),
  });
}
