import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { forumComments, forumPosts, reports } from '../../src/db/schema-community.js';
import type { TestApp } from '../test-app.js';

/** What GET /api/posts/ and POST /api/comments/ answer (the contract's shapes, as the tests read them). */
export interface ReplyBody {
  id: number;
  post: number;
  content: string;
  parent: number | null;
  user: number;
  username: string;
  created_at: string;
}
export interface CommentBody extends ReplyBody {
  replies: ReplyBody[];
}
export interface PostBody {
  id: number;
  title: string;
  content: string;
  user: number;
  username: string;
  created_at: string;
  comments: CommentBody[];
}

/** A fixed starting time, so the order of rows comes from their times and not from insertion order. */
export const BASE_TIME = Date.UTC(2026, 5, 1, 8, 0, 0);
export const minutesAfterBase = (minutes: number) => new Date(BASE_TIME + minutes * 60_000);

/** Inserts a post straight into the database at a chosen time. */
export async function insertPost(
  t: TestApp,
  userId: number,
  options: { title?: string; content?: string; createdAt?: Date } = {},
) {
  const [row] = await t.db
    .insert(forumPosts)
    .values({
      userId,
      title: options.title ?? 'A forum post',
      content: options.content ?? 'Some words for the forum.',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

/** Inserts a comment (parentId null) or a reply straight into the database. */
export async function insertComment(
  t: TestApp,
  values: { postId: number; userId: number; parentId?: number | null; content?: string; createdAt?: Date },
) {
  const [row] = await t.db
    .insert(forumComments)
    .values({
      postId: values.postId,
      userId: values.userId,
      parentId: values.parentId ?? null,
      content: values.content ?? 'A comment.',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

/** Inserts a report on a post or a comment (status pending unless said). */
export async function insertReport(
  t: TestApp,
  reportedBy: number,
  target: { postId: number } | { commentId: number },
  status: 'pending' | 'resolved' | 'dismissed' = 'pending',
) {
  const [row] = await t.db
    .insert(reports)
    .values({
      reason: 'spam',
      reportDesc: 'This looks like spam.',
      reportedBy,
      contentType: 'postId' in target ? 'post' : 'comment',
      postId: 'postId' in target ? target.postId : null,
      commentId: 'commentId' in target ? target.commentId : null,
      status,
      ...(status === 'dismissed' ? { dismissedAt: new Date(BASE_TIME) } : {}),
      ...(status === 'resolved' ? { resolvedAt: new Date(BASE_TIME) } : {}),
    })
    .returning();
  if (!row) throw new Error('report not inserted');
  return row;
}

export async function reportRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  if (!row) throw new Error(`report ${id} is gone`);
  return row;
}

export async function postExists(t: TestApp, id: number): Promise<boolean> {
  const rows = await t.db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, id));
  return rows.length === 1;
}

export async function commentExists(t: TestApp, id: number): Promise<boolean> {
  const rows = await t.db.select({ id: forumComments.id }).from(forumComments).where(eq(forumComments.id, id));
  return rows.length === 1;
}

/** GET /api/posts/ with a query string; expects 200 and answers the posts and the x-total-count header. */
export async function listPosts(t: TestApp, token: string, query = '') {
  const response = await t.request({ method: 'GET', url: `/api/posts/${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return { posts: response.json<PostBody[]>(), total: Number(response.headers['x-total-count']) };
}

export const createPostCall = (t: TestApp, token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/posts/', ...(token ? { token } : {}), payload });

export const createCommentCall = (t: TestApp, token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/comments/', ...(token ? { token } : {}), payload });
