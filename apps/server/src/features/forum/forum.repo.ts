import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { forumComments, forumPosts, reports } from '../../db/schema-community.js';
import { containsPattern } from '../../db/like-pattern.js';

const postColumns = {
  id: forumPosts.id,
  userId: forumPosts.userId,
  title: forumPosts.title,
  content: forumPosts.content,
  createdAt: forumPosts.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

const commentColumns = {
  id: forumComments.id,
  postId: forumComments.postId,
  parentId: forumComments.parentId,
  userId: forumComments.userId,
  content: forumComments.content,
  createdAt: forumComments.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** A post with its author's name (the author's account always exists: posts go with their account). */
export interface PostRow {
  id: number;
  userId: number;
  title: string;
  content: string;
  createdAt: Date;
  authorFirstName: string;
  authorLastName: string;
}

/** A comment or reply with its author's name. */
export interface CommentRow {
  id: number;
  postId: number;
  parentId: number | null;
  userId: number;
  content: string;
  createdAt: Date;
  authorFirstName: string;
  authorLastName: string;
}

/** Posts whose title or text, or any comment or reply of theirs, contains the text. */
function searchCondition(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(forumPosts.title, pattern),
    ilike(forumPosts.content, pattern),
    sql`exists (select 1 from ${forumComments}
      where ${forumComments.postId} = ${forumPosts.id} and ${forumComments.content} ilike ${pattern})`,
  );
}

/**
 * One page of posts, newest first, and the number of matching posts over all pages: two queries,
 * whatever the page size (forum_posts_created_idx serves the order).
 */
export async function listPostsPage(
  db: Database,
  filter: { search: string | undefined; page: number; pageSize: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = searchCondition(filter.search);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(forumPosts)
    .where(where);
  const total = counted?.n ?? 0;
  if (total === 0 || (filter.page - 1) * filter.pageSize >= total) return { rows: [], total };
  const rows = await db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(where)
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total };
}

/** Every comment and reply of the given posts, oldest first, in one query. */
export async function listCommentsOfPosts(db: Database, postIds: readonly number[]): Promise<CommentRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select(commentColumns)
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.userId))
    .where(inArray(forumComments.postId, [...postIds]))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
}

/** One post with its author's name, or undefined. */
export async function findPost(db: Database, postId: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(eq(forumPosts.id, postId))
    .limit(1);
  return row;
}

/** One comment or reply with its author's name, or undefined. */
export async function findComment(db: Database, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.userId))
    .where(eq(forumComments.id, commentId))
    .limit(1);
  return row;
}

/**
 * Locks one post for a change: `share` while a comment is added to it (so it cannot be deleted under
 * the new comment), `update` while it is deleted. Answers its author, or undefined when it does not exist.
 */
export async function lockPost(
  tx: Database,
  postId: number,
  strength: 'share' | 'update',
): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await tx
    .select({ id: forumPosts.id, userId: forumPosts.userId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId))
    .limit(1)
    .for(strength);
  return row;
}

/** Locks one comment (see lockPost) and answers where it sits, or undefined when it does not exist. */
export async function lockComment(
  tx: Database,
  commentId: number,
  strength: 'share' | 'update',
): Promise<{ id: number; postId: number; parentId: number | null; userId: number } | undefined> {
  const [row] = await tx
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      parentId: forumComments.parentId,
      userId: forumComments.userId,
    })
    .from(forumComments)
    .where(eq(forumComments.id, commentId))
    .limit(1)
    .for(strength);
  return row;
}

/**
 * Locks the comments that go with a deleted post or comment, so no report on one of them is added
 * between marking the reports and deleting the rows. Answers their ids.
 */
export async function lockDependentComments(
  tx: Database,
  of: { postId: number } | { commentId: number },
): Promise<number[]> {
  const rows = await tx
    .select({ id: forumComments.id })
    .from(forumComments)
    .where('postId' in of ? eq(forumComments.postId, of.postId) : eq(forumComments.parentId, of.commentId))
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertPost(db: Database, values: { userId: number; title: string; content: string }) {
  const [row] = await db.insert(forumPosts).values(values).returning();
  if (!row) throw new Error('forum post was not inserted');
  return row;
}

export async function insertComment(
  db: Database,
  values: { postId: number; parentId: number | null; userId: number; content: string },
) {
  const [row] = await db.insert(forumComments).values(values).returning();
  if (!row) throw new Error('forum comment was not inserted');
  return row;
}

/**
 * What the audit trail copies about a post or comment an admin deletes: the post's title or the comment's
 * text, and the author's e-mail. Undefined when it does not exist.
 */
export async function findContentForAudit(
  tx: Database,
  target: { postId: number } | { commentId: number },
): Promise<{ text: string; authorEmail: string } | undefined> {
  const [row] =
    'postId' in target
      ? await tx
          .select({ text: forumPosts.title, authorEmail: users.email })
          .from(forumPosts)
          .innerJoin(users, eq(users.id, forumPosts.userId))
          .where(eq(forumPosts.id, target.postId))
          .limit(1)
      : await tx
          .select({ text: forumComments.content, authorEmail: users.email })
          .from(forumComments)
          .innerJoin(users, eq(users.id, forumComments.userId))
          .where(eq(forumComments.id, target.commentId))
          .limit(1);
  return row;
}

/** Whether any report (of any status) points at the post or the comment itself. */
export async function isReported(tx: Database, target: { postId: number } | { commentId: number }): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where('postId' in target ? eq(reports.postId, target.postId) : eq(reports.commentId, target.commentId))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the reports of content that is about to be deleted (a post, or comments by id): the content is
 * flagged deleted, and, when `resolvedAt` is given (an admin deletes), pending reports become resolved.
 * Call it before the delete: the delete sets the reports' post and comment ids to null.
 */
export async function markReportsOfDeletedContent(
  tx: Database,
  target: { postId: number | null; commentIds: readonly number[] },
  resolvedAt: Date | null,
): Promise<void> {
  const targets: SQL[] = [];
  if (target.postId !== null) targets.push(eq(reports.postId, target.postId));
  if (target.commentIds.length > 0) targets.push(inArray(reports.commentId, [...target.commentIds]));
  if (targets.length === 0) return;
  const ofContent = or(...targets);
  if (resolvedAt) {
    await tx
      .update(reports)
      .set({ status: 'resolved', resolvedAt })
      .where(and(ofContent, eq(reports.status, 'pending')));
  }
  await tx.update(reports).set({ contentDeleted: true }).where(ofContent);
}

/** Deletes a post; its comments and replies go with it (cascade). */
export async function deletePostRow(tx: Database, postId: number): Promise<void> {
  await tx.delete(forumPosts).where(eq(forumPosts.id, postId));
}

/** Deletes a comment; its replies go with it (cascade). */
export async function deleteCommentRow(tx: Database, commentId: number): Promise<void> {
  await tx.delete(forumComments).where(eq(forumComments.id, commentId));
}
