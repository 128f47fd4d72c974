import { forumApi, TOTAL_COUNT_HEADER } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentCommentTree, presentNewComment, presentPost, presentPostPage } from './forum.presenter.js';
import {
  createComment,
  createPost,
  deleteComment,
  deletePost,
  listCommentsOfPost,
  listPosts,
} from './forum.service.js';

/**
 * Counted per signed-in person (the auth hook runs on the app, before this route's rate-limit hook, so
 * `request.user` is known; many members may share one office network). Far above what anyone writes by
 * hand, low enough to stop a script from flooding the forum.
 */
export const FORUM_RATE_LIMITS = {
  post: { max: 10, timeWindow: '10 minutes', keyGenerator: perPerson },
  comment: { max: 30, timeWindow: '5 minutes', keyGenerator: perPerson },
  delete: { max: 120, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** The posts, comments and replies: any signed-in person reads and writes; authors delete their own. */
export function forumRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(forumApi.listPosts, async ({ query, reply }) => {
      const { posts, comments, total } = await listPosts(ctx, query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return presentPostPage(posts, comments);
    }),
    route(forumApi.createPost, async ({ actor, body }) => presentPost(await createPost(ctx, actor, body)), {
      rateLimit: FORUM_RATE_LIMITS.post,
    }),
    route(forumApi.listComments, async ({ query }) => presentCommentTree(await listCommentsOfPost(ctx, query.post_id))),
    route(forumApi.createComment, async ({ actor, body }) => presentNewComment(await createComment(ctx, actor, body)), {
      rateLimit: FORUM_RATE_LIMITS.comment,
    }),
    route(forumApi.deletePost, ({ actor, params }) => deletePost(ctx, actor, params.id), {
      rateLimit: FORUM_RATE_LIMITS.delete,
    }),
    route(forumApi.deleteComment, ({ actor, params }) => deleteComment(ctx, actor, params.id), {
      rateLimit: FORUM_RATE_LIMITS.delete,
    }),
  ];
}
