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
import { recordAdminAction } from '../audit-log/index.js';
import {
  deleteCommentRow,
  deletePostRow,
  findComment,
  findContentForAudit,
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

/** Who is deleting: the author (their own words), or an admin moderating reported content. */
type DeleteRight = 'author' | 'moderator';

/**
 * The author may delete their own post or comment; an admin may delete one that someone reported
 * (moderation). Everyone else is refused, and nothing changes.
 */
async function requireDeleteRight(
  tx: Database,
  actor: AuthUser,
  authorId: number,
  target: { postId: number } | { commentId: number },
): Promise<DeleteRight> {
  if (actor.id === authorId) return 'author';
  if (actor.userType === 'Admin' && (await isReported(tx, target))) return 'moderator';
  throw forbidden(FORUM_MESSAGES.notAuthor);
}

/** How many characters of a deleted comment the audit trail keeps as its label. */
const AUDIT_COMMENT_LABEL_LENGTH = 80;

/** The first characters of a comment on one line (whole characters: an emoji is never cut in half). */
function commentLabel(content: string): string {
  const oneLine = content.replace(/\s+/gu, ' ').trim();
  return Array.from(oneLine).slice(0, AUDIT_COMMENT_LABEL_LENGTH).join('');
}

/**
 * Records an admin's deletion of someone else's post or comment in the audit trail, inside the deletion's
 * transaction and before the rows go: the post's title or the comment's first words, and the author's e-mail.
 */
async function recordModeration(
  tx: Database,
  actor: AuthUser,
  target: { postId: number } | { commentId: number },
  at: Date,
): Promise<void> {
  const content = await findContentForAudit(tx, target);
  // The row is locked for update by the caller, so it is still there.
  if (!content) throw new Error('the content being deleted could not be read');
  const isPost = 'postId' in target;
  await recordAdminAction(tx, actor, {
    action: isPost ? 'delete_post' : 'delete_comment',
    subjectType: isPost ? 'post' : 'comment',
    subjectId: isPost ? target.postId : target.commentId,
    subjectLabel: isPost ? content.text : commentLabel(content.text),
    subjectEmail: content.authorEmail,
    at,
  });
}

/**
 * Deletes a post with its comments and replies, in one transaction. The reports of all of them are
 * flagged content-deleted first (the delete clears their links); when an admin deletes someone else's
 * post, pending ones are resolved at the same time and the deletion is recorded in the audit trail.
 */
export async function deletePost(ctx: AppContext, actor: AuthUser, postId: number): Promise<MessageResponse> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, postId, 'update');
    if (!post) throw notFound(FORUM_MESSAGES.postNotFound);
    const right = await requireDeleteRight(tx, actor, post.userId, { postId });
    if (right === 'moderator') await recordModeration(tx, actor, { postId }, now);
    const commentIds = await lockDependentComments(tx, { postId });
    await markReportsOfDeletedContent(tx, { postId, commentIds }, resolvedTimeFor(actor, now));
    await deletePostRow(tx, postId);
  });
  return { message: FORUM_MESSAGES.postDeleted };
}

/** Deletes a comment with its replies; reports and the audit trail are handled as in deletePost. */
export async function deleteComment(ctx: AppContext, actor: AuthUser, commentId: number): Promise<MessageResponse> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId, 'update');
    if (!comment) throw notFound(FORUM_MESSAGES.commentNotFound);
    const right = await requireDeleteRight(tx, actor, comment.userId, { commentId });
    if (right === 'moderator') await recordModeration(tx, actor, { commentId }, now);
    const replyIds = await lockDependentComments(tx, { commentId });
    await markReportsOfDeletedContent(
      tx,
      { postId: null, commentIds: [commentId, ...replyIds] },
      resolvedTimeFor(actor, now),
    );
    await deleteCommentRow(tx, commentId);
  });
  return { message: FORUM_MESSAGES.commentDeleted };
}

/**
 * An admin's deletion is a moderation decision: it resolves the pending reports. An author's is not (an
 * admin deleting their own words included, as before).
 */
function resolvedTimeFor(actor: AuthUser, now: Date): Date | null {
  return actor.userType === 'Admin' ? now : null;
}
