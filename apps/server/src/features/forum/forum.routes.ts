import {
  commentsQuerySchema,
  createCommentRequestSchema,
  createPostRequestSchema,
  errorResponses,
  forumCommentSchema,
  forumPostListSchema,
  forumPostSchema,
  forumPostsQuerySchema,
  idParamsSchema,
  messageResponseSchema,
  TOTAL_COUNT_HEADER,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { acceptEmptyJsonBody } from '../../platform/http-body.js';
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

const tags = ['Forum'];
const security = [{ token: [] }];
const signedIn = { preValidation: requireSignedIn };

/** The posts, comments and replies: any signed-in person reads and writes; authors delete their own. */
export function registerForumRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerReadAndWriteRoutes(app, ctx);
  // Deletes take no body: in their own scope an empty JSON body counts as none, since clients may send
  // `Content-Type: application/json` with nothing after it.
  void app.register((scope, _options, done) => {
    acceptEmptyJsonBody(scope);
    registerDeleteRoutes(scope, ctx);
    done();
  });
}

function registerReadAndWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/posts/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Forum posts, newest first, each with its comments and replies; the total is in x-total-count',
        description:
          'search matches post titles and text, comments and replies (case-insensitive substring); page counts ' +
          'from 1. Comments and replies are oldest first.',
        querystring: forumPostsQuerySchema,
        response: { 200: forumPostListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { posts, comments, total } = await listPosts(ctx, request.query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return presentPostPage(posts, comments);
    },
  );

  r.post(
    '/api/posts/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Write a forum post (the author is the signed-in user; `user` in the body is ignored)',
        body: createPostRequestSchema,
        response: { 201: forumPostSchema, ...errorResponses(400, 401, 429) },
      },
      config: { rateLimit: FORUM_RATE_LIMITS.post },
    },
    async (request, reply) =>
      reply.code(201).send(presentPost(await createPost(ctx, requireUser(request), request.body))),
  );

  r.get(
    '/api/comments/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A post's comments, oldest first, each with its replies",
        querystring: commentsQuerySchema,
        response: { 200: z.array(forumCommentSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => presentCommentTree(await listCommentsOfPost(ctx, request.query.post_id)),
  );

  r.post(
    '/api/comments/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Comment on a post, or reply to a top-level comment (parent) of the same post',
        description: 'Replies are one level deep. `user` in the body is ignored: the author is the signed-in user.',
        body: createCommentRequestSchema,
        response: { 201: forumCommentSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: { rateLimit: FORUM_RATE_LIMITS.comment },
    },
    async (request, reply) =>
      reply.code(201).send(presentNewComment(await createComment(ctx, requireUser(request), request.body))),
  );
}

function registerDeleteRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const description =
    'The author may delete their own; an admin may delete content that has been reported (its pending ' +
    'reports become resolved). Reports of the removed content are flagged content_deleted.';

  r.delete(
    '/api/posts/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete a forum post with its comments and replies',
        description,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: FORUM_RATE_LIMITS.delete },
    },
    async (request) => deletePost(ctx, requireUser(request), request.params.id),
  );

  r.delete(
    '/api/comments/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete a forum comment with its replies',
        description,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: FORUM_RATE_LIMITS.delete },
    },
    async (request) => deleteComment(ctx, requireUser(request), request.params.id),
  );
}
