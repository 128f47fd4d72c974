import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../schemas/common.js';
import {
  commentsQuerySchema,
  createCommentRequestSchema,
  createPostRequestSchema,
  forumCommentSchema,
  forumPostListSchema,
  forumPostSchema,
  forumPostsQuerySchema,
} from '../schemas/forum.js';
import { endpoint } from './endpoint.js';

const tag = 'Forum';
const deleteDescription =
  'The author may delete their own; an admin may delete content that has been reported (its pending ' +
  'reports become resolved). Reports of the removed content are flagged content_deleted.';

/** The community forum (document 2 §7): any signed-in person reads and writes; authors delete their own. */
export const forumApi = {
  listPosts: endpoint({
    method: 'GET',
    path: '/api/posts/',
    access: 'signed in',
    tag,
    summary: 'Forum posts, newest first, each with its comments and replies; the total is in x-total-count',
    description:
      'search matches post titles and text, comments and replies (case-insensitive substring); page counts ' +
      'from 1. Comments and replies are oldest first.',
    query: forumPostsQuerySchema,
    bodyKind: 'none',
    response: forumPostListSchema,
    errors: [400],
  }),
  createPost: endpoint({
    method: 'POST',
    path: '/api/posts/',
    access: 'signed in',
    tag,
    summary: 'Write a forum post (the author is the signed-in user; `user` in the body is ignored)',
    bodyKind: 'json',
    body: createPostRequestSchema,
    status: 201,
    response: forumPostSchema,
    errors: [400, 429],
  }),
  listComments: endpoint({
    method: 'GET',
    path: '/api/comments/',
    access: 'signed in',
    tag,
    summary: "A post's comments, oldest first, each with its replies",
    query: commentsQuerySchema,
    bodyKind: 'none',
    response: z.array(forumCommentSchema),
    errors: [400, 404],
  }),
  createComment: endpoint({
    method: 'POST',
    path: '/api/comments/',
    access: 'signed in',
    tag,
    summary: 'Comment on a post, or reply to a top-level comment (parent) of the same post',
    description: 'Replies are one level deep. `user` in the body is ignored: the author is the signed-in user.',
    bodyKind: 'json',
    body: createCommentRequestSchema,
    status: 201,
    response: forumCommentSchema,
    errors: [400, 404, 429],
  }),
  deletePost: endpoint({
    method: 'DELETE',
    path: '/api/posts/:id/',
    access: 'signed in',
    tag,
    summary: 'Delete a forum post with its comments and replies',
    description: deleteDescription,
    params: idParamsSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 403, 404, 429],
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/comments/:id/',
    access: 'signed in',
    tag,
    summary: 'Delete a forum comment with its replies',
    description: deleteDescription,
    params: idParamsSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 403, 404, 429],
  }),
} as const;
