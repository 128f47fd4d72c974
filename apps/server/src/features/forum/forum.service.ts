import {
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  type CreateCommentRequest,
  type CreatePostRequest,
  type MessageResponse,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import {
  deleteCommentRow,
  deletePostRow,
  findComment,
  findPost,
  insertComment,
  insertPost,
  isReported,
  listCommentsOfPosts,
  listPostsPage,
  lockComment,
  lockDependentComments,
  lockPost,
  markReportsOfDeletedContent,
  type CommentRow,
  type PostRow,
} from './forum.repo.js';

export interface PostsQuery {
  search?: string | undefined;
  page: number;
  page_size?: number | undefined;
}

/**
 * One page of posts, newest first, with every comment and reply of those posts: three queries for the
 * whole page (count, posts, comments), never one per post. Any signed-in person reads the forum.
 */
export async function listPosts(
  ctx: AppContext,
  query: PostsQuery,
): Promise<{ posts: PostRow[]; comments: CommentRow[]; total: number }> {
  const { rows, total } = await listPostsPage(ctx.db, {
    search: query.search || undefined,
    page: query.page,
    pageSize: query.page_size ?? FORUM_PAGE_SIZE,
  });
  const comments = await listCommentsOfPosts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { posts: rows, comments, total };
}

/** A post's comments and replies, oldest first (404 when the post does not exist). */
export async function listCommentsOfPost(ctx: AppContext, postId: number): Promise<CommentRow[]> {
  const post = await findPost(ctx.db, postId);
  if (!post) throw notFound(FORUM_MESSAGES.postNotFound);
  return listCommentsOfPosts(ctx.db, [postId]);
}

/** Writes a post as the signed-in person (a `user` in the body is ignored). Text is stored as given. */
export async function createPost(ctx: AppContext, actor: AuthUser, input: CreatePostRequest): Promise<PostRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertPost(tx, { userId: actor.id, title: input.title, content: input.content });
    const post = await findPost(tx, row.id);
    if (!post) throw new Error('the new forum post could not be read back');
    return post;
  });
}

/**
 * Writes a comment (no parent) or a reply. A reply answers a top-level comment of the same post, so
 * replies stay one level deep. The post and the parent are locked (share) so neither is deleted under
 * the new row.
 */
export async function createComment(
  ctx: AppContext,
  actor: AuthUser,
  input: CreateCommentRequest,
): Promise<CommentRow> {
  return ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, input.post, 'share');
    if (!post) throw notFound(FORUM_MESSAGES.postNotFound);
    const parentId = input.parent ?? null;
    if (parentId !== null) {
      const parent = await lockComment(tx, parentId, 'share');
      if (!parent) throw notFound(FORUM_MESSAGES.commentNotFound);
      if (parent.postId !== post.id)
        throw badRequest(FORUM_MESSAGES.parentElsewhere, { parent: FORUM_MESSAGES.parentElsewhere });
      if (parent.parentId !== null) throw badRequest(FORUM_MESSAGES.replyDepth, { parent: FORUM_MESSAGES.replyDepth });
    }
    const row = await insertComment(tx, { postId: post.id, parentId, userId: actor.id, content: input.content });
    const comment = await findComment(tx, row.id);
    if (!comment) throw new Error('the new forum comment could not be read back');
    return comment;
  });
}

/**
 * The author may delete their own post or comment; an admin may delete one that someone reported
 * (moderation). Everyone else is refused, and nothing changes.
 */
async function requireDeleteRight(
  tx: Database,
  actor: AuthUser,
  authorId: number,
  target: { postId: number } | { commentId: number },
): Promise<void> {
  if (actor.id === authorId) return;
  if (actor.userType === 'Admin' && (await isReported(tx, target))) return;
  throw forbidden(FORUM_MESSAGES.notAuthor);
}

/**
 * Deletes a post with its comments and replies, in one transaction. The reports of all of them are
 * flagged content-deleted first (the delete clears their links); when an admin deletes, pending ones
 * are resolved at the same time.
 */
export async function deletePost(ctx: AppContext, actor: AuthUser, postId: number): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, postId, 'update');
    if (!post) throw notFound(FORUM_MESSAGES.postNotFound);
    await requireDeleteRight(tx, actor, post.userId, { postId });
    const commentIds = await lockDependentComments(tx, { postId });
    await markReportsOfDeletedContent(tx, { postId, commentIds }, resolvedTimeFor(ctx, actor));
    await deletePostRow(tx, postId);
  });
  return { message: FORUM_MESSAGES.postDeleted };
}

/** Deletes a comment with its replies; reports are handled as in deletePost. */
export async function deleteComment(ctx: AppContext, actor: AuthUser, commentId: number): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId, 'update');
    if (!comment) throw notFound(FORUM_MESSAGES.commentNotFound);
    await requireDeleteRight(tx, actor, comment.userId, { commentId });
    const replyIds = await lockDependentComments(tx, { commentId });
    await markReportsOfDeletedContent(
      tx,
      { postId: null, commentIds: [commentId, ...replyIds] },
      resolvedTimeFor(ctx, actor),
    );
    await deleteCommentRow(tx, commentId);
  });
  return { message: FORUM_MESSAGES.commentDeleted };
}

/** An admin's deletion is a moderation decision: it resolves the pending reports. An author's is not. */
function resolvedTimeFor(ctx: AppContext, actor: AuthUser): Date | null {
  return actor.userType === 'Admin' ? ctx.now() : null;
}
