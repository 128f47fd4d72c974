import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumApi, type ForumComment } from '@kakayahan/contracts';
import { callApi } from '../../../lib/api-client';
import { FORUM_QUERY_KEY } from './get-posts';

export interface NewComment {
  post: number;
  content: string;
  /** The top-level comment a reply answers; null for a comment on the post. */
  parent: number | null;
}

/** Adds a comment or a reply (POST /api/comments/); the author is the signed-in person. */
export function createComment(comment: NewComment): Promise<ForumComment> {
  return callApi(forumApi.createComment, { body: comment });
}

/** Adds a comment or reply, then reloads the forum lists so it shows. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORUM_QUERY_KEY }),
  });
}
