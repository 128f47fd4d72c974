import { FORUM_MESSAGES } from '@kakayahan/contracts';
import { describe, expect, it } from 'vitest';
import { createAdmin, createEmployee, createEmployer } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  commentExists,
  insertComment,
  insertPost,
  insertReport,
  postExists,
  reportRow,
} from '../../../test/support/forum.js';
import { allAuditRows, auditEntriesAbout } from '../../../test/support/audit-log.js';

const t = await appForThisFile();

const deletePost = (token: string, id: number) => t.request({ method: 'DELETE', url: `/api/posts/${id}/`, token });
const deleteComment = (token: string, id: number) =>
  t.request({ method: 'DELETE', url: `/api/comments/${id}/`, token });

/** A post with a comment, a reply to it and a second comment. */
async function thread(authorId: number, commenterId: number) {
  const post = await insertPost(t, authorId);
  const comment = await insertComment(t, { postId: post.id, userId: commenterId });
  const reply = await insertComment(t, { postId: post.id, userId: authorId, parentId: comment.id });
  const sibling = await insertComment(t, { postId: post.id, userId: commenterId });
  return { post, comment, reply, sibling };
}

describe('DELETE /api/posts/:id/', () => {
  it('lets the author delete their post with its comments and replies; their reports are flagged, not resolved', async () => {
    const author = await createEmployee(t);
    const commenter = await createEmployer(t);
    const { post, comment, reply, sibling } = await thread(author.id, commenter.id);
    const postReport = await insertReport(t, commenter.id, { postId: post.id });
    const replyReport = await insertReport(t, commenter.id, { commentId: reply.id });

    // A client that sends Content-Type: application/json with no body is answered like one without.
    const response = await t.request({
      method: 'DELETE',
      url: `/api/posts/${post.id}/`,
      token: author.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: FORUM_MESSAGES.postDeleted });

    expect(await postExists(t, post.id)).toBe(false);
    for (const row of [comment, reply, sibling]) expect(await commentExists(t, row.id)).toBe(false);
    for (const id of [postReport.id, replyReport.id]) {
      expect(await reportRow(t, id)).toMatchObject({
        status: 'pending',
        resolvedAt: null,
        contentDeleted: true,
        postId: null,
        commentId: null,
      });
    }
  });

  it('refuses anyone else (403) and deletes nothing; a missing post is 404', async () => {
    const author = await createEmployee(t);
    const stranger = await createEmployee(t);
    const employer = await createEmployer(t);
    const { post, comment } = await thread(author.id, stranger.id);
    const report = await insertReport(t, stranger.id, { postId: post.id });

    for (const actor of [stranger, employer]) {
      const response = await deletePost(actor.token, post.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: FORUM_MESSAGES.notAuthor });
    }
    expect(await postExists(t, post.id)).toBe(true);
    expect(await commentExists(t, comment.id)).toBe(true);
    expect(await reportRow(t, report.id)).toMatchObject({ status: 'pending', contentDeleted: false, postId: post.id });

    const missing = await deletePost(author.token, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: FORUM_MESSAGES.postNotFound });
  });

  it('lets an admin delete a reported post: pending reports of it and its comments are resolved at ctx.now()', async () => {
    const author = await createEmployee(t);
    const reporter = await createEmployee(t);
    const admin = await createAdmin(t);
    const { post, comment, reply } = await thread(author.id, reporter.id);
    const postReport = await insertReport(t, reporter.id, { postId: post.id });
    const dismissedCommentReport = await insertReport(t, reporter.id, { commentId: comment.id }, 'dismissed');
    const replyReport = await insertReport(t, reporter.id, { commentId: reply.id });
    const otherPost = await insertPost(t, author.id);
    const unrelated = await insertReport(t, reporter.id, { postId: otherPost.id });

    // The clock moves far from the wall clock, so the resolved time must come from the app's clock.
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    const before = t.clock.now().getTime();
    const response = await deletePost(admin.token, post.id);
    const after = t.clock.now().getTime();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: FORUM_MESSAGES.postDeleted });
    expect(await postExists(t, post.id)).toBe(false);
    expect(await commentExists(t, reply.id)).toBe(false);

    for (const id of [postReport.id, replyReport.id]) {
      const row = await reportRow(t, id);
      expect(row).toMatchObject({ status: 'resolved', contentDeleted: true });
      expect(row.resolvedAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.resolvedAt?.getTime()).toBeLessThanOrEqual(after);
    }
    expect(await reportRow(t, dismissedCommentReport.id)).toMatchObject({
      status: 'dismissed',
      resolvedAt: null,
      contentDeleted: true,
    });
    expect(await reportRow(t, unrelated.id)).toMatchObject({
      status: 'pending',
      contentDeleted: false,
      postId: otherPost.id,
    });
    expect(await postExists(t, otherPost.id)).toBe(true);
  });

  it('refuses an admin a post nobody reported (403), and deletes nothing', async () => {
    const author = await createEmployee(t);
    const admin = await createAdmin(t);
    const { post, comment } = await thread(author.id, author.id);
    // A report on one of its comments does not make the post itself reported.
    await insertReport(t, admin.id, { commentId: comment.id });

    const response = await deletePost(admin.token, post.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: FORUM_MESSAGES.notAuthor });
    expect(await postExists(t, post.id)).toBe(true);
    expect(await commentExists(t, comment.id)).toBe(true);
  });
});

describe('DELETE /api/comments/:id/', () => {
  it('lets the author delete their comment with its replies, and nothing else', async () => {
    const postAuthor = await createEmployee(t);
    const commenter = await createEmployee(t);
    const { post, comment, reply, sibling } = await thread(postAuthor.id, commenter.id);
    const replyReport = await insertReport(t, postAuthor.id, { commentId: reply.id });

    const response = await deleteComment(commenter.token, comment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: FORUM_MESSAGES.commentDeleted });
    expect(await commentExists(t, comment.id)).toBe(false);
    expect(await commentExists(t, reply.id)).toBe(false);
    expect(await commentExists(t, sibling.id)).toBe(true);
    expect(await postExists(t, post.id)).toBe(true);
    expect(await reportRow(t, replyReport.id)).toMatchObject({ status: 'pending', contentDeleted: true });
  });

  it('lets the author delete a single reply', async () => {
    const user = await createEmployee(t);
    const { comment, reply } = await thread(user.id, user.id);
    expect((await deleteComment(user.token, reply.id)).statusCode).toBe(200);
    expect(await commentExists(t, reply.id)).toBe(false);
    expect(await commentExists(t, comment.id)).toBe(true);
  });

  it('refuses anyone else (403), even the post’s author, and deletes nothing; a missing comment is 404', async () => {
    const postAuthor = await createEmployee(t);
    const commenter = await createEmployee(t);
    const { comment, reply } = await thread(postAuthor.id, commenter.id);

    const response = await deleteComment(postAuthor.token, comment.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: FORUM_MESSAGES.notAuthor });
    expect(await commentExists(t, comment.id)).toBe(true);
    expect(await commentExists(t, reply.id)).toBe(true);

    const missing = await deleteComment(commenter.token, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: FORUM_MESSAGES.commentNotFound });
  });

  it('lets an admin delete a reported comment (any report status) and resolves the pending reports of it and its replies', async () => {
    const author = await createEmployee(t);
    const reporter = await createEmployee(t);
    const admin = await createAdmin(t);
    const { post, comment, reply, sibling } = await thread(author.id, author.id);
    const dismissed = await insertReport(t, reporter.id, { commentId: comment.id }, 'dismissed');
    const replyReport = await insertReport(t, reporter.id, { commentId: reply.id });
    const postReport = await insertReport(t, reporter.id, { postId: post.id });

    const response = await deleteComment(admin.token, comment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await commentExists(t, comment.id)).toBe(false);
    expect(await commentExists(t, reply.id)).toBe(false);
    expect(await commentExists(t, sibling.id)).toBe(true);
    expect(await reportRow(t, dismissed.id)).toMatchObject({ status: 'dismissed', contentDeleted: true });
    const resolved = await reportRow(t, replyReport.id);
    expect(resolved).toMatchObject({ status: 'resolved', contentDeleted: true });
    expect(resolved.resolvedAt).toBeInstanceOf(Date);
    // The post stays, and so does its own report.
    expect(await reportRow(t, postReport.id)).toMatchObject({ status: 'pending', contentDeleted: false });
  });

  it('refuses an admin a comment nobody reported (403)', async () => {
    const author = await createEmployee(t);
    const admin = await createAdmin(t);
    const { comment } = await thread(author.id, author.id);
    const response = await deleteComment(admin.token, comment.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: FORUM_MESSAGES.notAuthor });
    expect(await commentExists(t, comment.id)).toBe(true);
  });
});

describe('the audit trail of moderation', () => {
  it('records an admin deleting someone else’s reported post: its title, its author’s e-mail, who and when', async () => {
    const author = await createEmployee(t);
    const admin = await createAdmin(t);
    const post = await insertPost(t, author.id, { title: 'Earn fast from home!!!' });
    await insertReport(t, admin.id, { postId: post.id });

    const before = t.clock.now().getTime();
    expect((await deletePost(admin.token, post.id)).statusCode).toBe(200);
    const entries = await auditEntriesAbout(t, admin.token, 'post', post.id);
    expect(entries).toEqual([
      {
        id: expect.any(Number) as number,
        action: 'delete_post',
        admin_email: admin.email,
        subject_type: 'post',
        subject_id: post.id,
        subject_label: 'Earn fast from home!!!',
        subject_email: author.email,
        reason: null,
        created_at: expect.any(String) as string,
      },
    ]);
    expect(Date.parse(entries[0]?.created_at ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('labels a deleted comment with its first 80 characters, on one line', async () => {
    const author = await createEmployer(t);
    const admin = await createAdmin(t);
    const post = await insertPost(t, author.id);
    const content = `Line one\n\nline two ${'x'.repeat(100)}`;
    const comment = await insertComment(t, { postId: post.id, userId: author.id, content });
    await insertReport(t, admin.id, { commentId: comment.id });

    expect((await deleteComment(admin.token, comment.id)).statusCode).toBe(200);
    const [entry, ...others] = await auditEntriesAbout(t, admin.token, 'comment', comment.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'delete_comment', subject_email: author.email, admin_email: admin.email });
    expect(entry?.subject_label).toBe(`Line one line two ${'x'.repeat(62)}`);
    expect(entry?.subject_label).toHaveLength(80);
  });

  it('records nothing when authors delete their own words (an admin included), or when the delete is refused', async () => {
    const author = await createEmployee(t);
    const admin = await createAdmin(t);
    const recordsBefore = (await allAuditRows(t)).length;

    const own = await insertPost(t, author.id);
    await insertReport(t, admin.id, { postId: own.id });
    expect((await deletePost(author.token, own.id)).statusCode).toBe(200);

    const adminsOwn = await insertPost(t, admin.id);
    await insertReport(t, author.id, { postId: adminsOwn.id });
    expect((await deletePost(admin.token, adminsOwn.id)).statusCode).toBe(200);

    const unreported = await insertPost(t, author.id);
    const unreportedComment = await insertComment(t, { postId: unreported.id, userId: author.id });
    expect((await deletePost(admin.token, unreported.id)).statusCode).toBe(403);
    expect((await deleteComment(admin.token, unreportedComment.id)).statusCode).toBe(403);
    expect((await deletePost(admin.token, 999_999)).statusCode).toBe(404);

    expect(await allAuditRows(t)).toHaveLength(recordsBefore);
  });
});
