import { FORUM_MESSAGES, type AdminReport } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumComments, forumPosts, reports } from '../../db/schema-community.js';
import { createAdmin, createEmployee, createEmployer, uniqueIp, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

/** Forum rows are inserted directly: these tests are about reports, not the forum API. */
async function createPost(userId: number, content = 'A post about accessible workplaces.') {
  const [row] = await t.db.insert(forumPosts).values({ userId, title: 'A post', content }).returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

async function createComment(postId: number, userId: number, content = 'A comment on the post.') {
  const [row] = await t.db.insert(forumComments).values({ postId, userId, content }).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

const report = (payload: Record<string, unknown>, token?: string, remoteAddress = uniqueIp()) =>
  t.request({ method: 'POST', url: '/api/reports/', payload, remoteAddress, ...(token ? { token } : {}) });

async function reportOk(payload: Record<string, unknown>, token: string): Promise<number> {
  const response = await report(payload, token);
  expect(response.statusCode).toBe(201);
  const body = response.json<{ id: number; message: string }>();
  expect(body.message).toBe(FORUM_MESSAGES.reportSubmitted);
  return body.id;
}

const listAs = (token?: string) =>
  t.request({ method: 'GET', url: '/api/admin/reports/', ...(token ? { token } : {}) });

async function adminList(): Promise<AdminReport[]> {
  const response = await listAs(admin.token);
  expect(response.statusCode).toBe(200);
  return response.json<AdminReport[]>();
}

async function adminView(id: number): Promise<AdminReport | undefined> {
  return (await adminList()).find((r) => r.id === id);
}

const close = (id: number | string, action: 'resolve' | 'dismiss', token = admin.token, emptyJson = false) =>
  t.request({
    method: 'PATCH',
    url: `/api/admin/reports/${id}/${action}/`,
    token,
    ...(emptyJson ? { payload: '', headers: { 'content-type': 'application/json' } } : {}),
  });

async function reportRow(id: number) {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  return row;
}

const countReports = async () => (await t.db.select({ id: reports.id }).from(reports)).length;

const validReport = { reason: 'spam', report_desc: 'Advertises a paid course.' };

describe('POST /api/reports/', () => {
  it('reports a post and a comment as the signed-in user; reported_by in the body is ignored', async () => {
    const author = await createEmployer(t);
    const reporter = await createEmployee(t);
    const post = await createPost(author.id);
    const comment = await createComment(post.id, author.id);

    const postReport = await reportOk(
      { reason: 'harassment', report_desc: '  Insults another member.  ', post: post.id, reported_by: author.id },
      reporter.token,
    );
    expect(await reportRow(postReport)).toMatchObject({
      reason: 'harassment',
      reportDesc: 'Insults another member.',
      reportedBy: reporter.id,
      contentType: 'post',
      postId: post.id,
      commentId: null,
      status: 'pending',
      contentDeleted: false,
      resolvedAt: null,
      dismissedAt: null,
    });

    // An employer may report too, and the original client sends the other target as null.
    const employer = await createEmployer(t);
    const commentReport = await reportOk(
      { reason: 'other', report_desc: 'Off topic.', comment: comment.id, post: null },
      employer.token,
    );
    expect(await reportRow(commentReport)).toMatchObject({
      reportedBy: employer.id,
      contentType: 'comment',
      postId: null,
      commentId: comment.id,
      status: 'pending',
    });
  });

  it.each([
    ['the reason is missing', { report_desc: 'Spam.', post: 1 }, FORUM_MESSAGES.reportReasonRequired],
    ['the reason is unknown', { reason: 'rude', report_desc: 'Spam.', post: 1 }, FORUM_MESSAGES.reportReasonRequired],
    ['the details are blank', { reason: 'spam', report_desc: '   ', post: 1 }, FORUM_MESSAGES.reportDescRequired],
    ['the details are missing', { reason: 'spam', post: 1 }, FORUM_MESSAGES.reportDescRequired],
    ['no target is given', { reason: 'spam', report_desc: 'Spam.' }, FORUM_MESSAGES.reportTargetRequired],
    [
      'both targets are null',
      { reason: 'spam', report_desc: 'Spam.', post: null, comment: null },
      FORUM_MESSAGES.reportTargetRequired,
    ],
    [
      'both targets are given',
      { reason: 'spam', report_desc: 'Spam.', post: 1, comment: 1 },
      FORUM_MESSAGES.reportBothTargets,
    ],
  ])('answers 400 when %s, and stores nothing', async (_case, payload, message) => {
    const reporter = await createEmployee(t);
    const before = await countReports();
    const response = await report(payload, reporter.token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
    expect(await countReports()).toBe(before);
  });

  it('answers 404 for a post or comment that does not exist', async () => {
    const reporter = await createEmployee(t);
    const missingPost = await report({ ...validReport, post: 999_999 }, reporter.token);
    expect(missingPost.statusCode).toBe(404);
    expect(missingPost.json<{ error: string }>().error).toBe(FORUM_MESSAGES.postNotFound);
    const missingComment = await report({ ...validReport, comment: 999_999 }, reporter.token);
    expect(missingComment.statusCode).toBe(404);
    expect(missingComment.json<{ error: string }>().error).toBe(FORUM_MESSAGES.commentNotFound);
  });

  it('refuses a second pending report by the same person on the same content, until the first is closed', async () => {
    const author = await createEmployer(t);
    const reporter = await createEmployee(t);
    const post = await createPost(author.id);
    const comment = await createComment(post.id, author.id);

    const first = await reportOk({ ...validReport, post: post.id }, reporter.token);
    const again = await report({ reason: 'other', report_desc: 'Still spam.', post: post.id }, reporter.token);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(FORUM_MESSAGES.reportDuplicate);

    // Other content, and another person on the same content, are separate reports.
    await reportOk({ ...validReport, comment: comment.id }, reporter.token);
    const duplicateComment = await report({ ...validReport, comment: comment.id }, reporter.token);
    expect(duplicateComment.statusCode).toBe(409);
    await reportOk({ ...validReport, post: post.id }, (await createEmployee(t)).token);

    expect((await close(first, 'dismiss')).statusCode).toBe(200);
    const afterDismissal = await reportOk({ ...validReport, post: post.id }, reporter.token);
    expect(afterDismissal).not.toBe(first);
  });

  it('asks anonymous callers to sign in (401) and stores nothing', async () => {
    const post = await createPost((await createEmployer(t)).id);
    const before = await countReports();
    const response = await report({ ...validReport, post: post.id });
    expect(response.statusCode).toBe(401);
    expect(await countReports()).toBe(before);
  });

  it('limits reports per person, not per address (20 per hour)', async () => {
    const address = uniqueIp();
    const busy = await createEmployee(t);
    // Refused requests count too: the limit is checked before the body.
    for (let i = 0; i < 20; i += 1) expect((await report({}, busy.token, address)).statusCode).toBe(400);
    const limited = await report({}, busy.token, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else on the same network is not affected.
    const neighbour = await createEmployee(t);
    expect((await report({}, neighbour.token, address)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/reports/', () => {
  it('lists every report newest first, with reporter, content, authors and the comment’s post', async () => {
    const postAuthor = await createEmployer(t, { firstName: 'Paula', lastName: 'Poster' });
    const commentAuthor = await createEmployee(t, { firstName: 'Carl', lastName: 'Commenter' });
    const reporter = await createEmployee(t, { firstName: 'Rita', lastName: 'Reporter' });
    const post = await createPost(postAuthor.id, 'Buy followers cheap at example.com!');
    const comment = await createComment(post.id, commentAuthor.id, 'You people are useless.');

    const postReport = await reportOk({ ...validReport, post: post.id }, reporter.token);
    t.clock.advance(1000);
    const commentReport = await reportOk(
      { reason: 'harassment', report_desc: 'Insulting.', comment: comment.id },
      reporter.token,
    );

    const list = await adminList();
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(commentReport)).toBeLessThan(ids.indexOf(postReport));
    const times = list.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(list.find((r) => r.id === postReport)).toEqual({
      id: postReport,
      status: 'pending',
      reason: 'spam',
      report_desc: validReport.report_desc,
      reported_by_username: 'Rita Reporter',
      created_at: expect.any(String) as string,
      resolved_at: null,
      dismissed_at: null,
      content_type: 'post',
      post: post.id,
      comment: null,
      // A forum report has no job (issue 12 added job reports to the same list).
      job: null,
      job_title: null,
      job_company: null,
      job_content: null,
      post_content: 'Buy followers cheap at example.com!',
      comment_content: null,
      post_author: 'Paula Poster',
      comment_author: null,
      content_created_at: post.createdAt.toISOString(),
      content_deleted: false,
    });
    expect(list.find((r) => r.id === commentReport)).toMatchObject({
      reason: 'harassment',
      reported_by_username: 'Rita Reporter',
      content_type: 'comment',
      post: post.id,
      comment: comment.id,
      post_content: null,
      comment_content: 'You people are useless.',
      post_author: null,
      comment_author: 'Carl Commenter',
      content_created_at: comment.createdAt.toISOString(),
      content_deleted: false,
    });

    // Deleting the post (its comments go with it) leaves both reports, marked as deleted content.
    await t.db.delete(forumPosts).where(eq(forumPosts.id, post.id));
    const gone = { post: null, comment: null, post_content: null, comment_content: null, content_deleted: true };
    expect(await adminView(postReport)).toMatchObject({ ...gone, post_author: null, content_created_at: null });
    expect(await adminView(commentReport)).toMatchObject({ ...gone, comment_author: null, content_created_at: null });
  });

  it('shows content_deleted when the report is flagged, even while the row is still there', async () => {
    const post = await createPost((await createEmployer(t)).id);
    const id = await reportOk({ ...validReport, post: post.id }, (await createEmployee(t)).token);
    await t.db.update(reports).set({ contentDeleted: true }).where(eq(reports.id, id));
    expect(await adminView(id)).toMatchObject({ content_deleted: true, post: post.id });
  });

  it('keeps a report whose reporter deleted their account, shown as Deleted user', async () => {
    const reporter = await createEmployee(t);
    const post = await createPost((await createEmployer(t)).id);
    const id = await reportOk({ ...validReport, post: post.id }, reporter.token);
    const deleted = await t.request({ method: 'DELETE', url: '/api/delete-account/', token: reporter.token });
    expect(deleted.statusCode).toBe(200);
    expect(await reportRow(id)).toMatchObject({ reportedBy: null, status: 'pending' });
    expect(await adminView(id)).toMatchObject({ reported_by_username: 'Deleted user', post: post.id });
  });

  it('is for admins only: 403 for job seekers and employers, 401 when signed out', async () => {
    for (const user of [await createEmployee(t), await createEmployer(t)]) {
      expect((await listAs(user.token)).statusCode).toBe(403);
    }
    expect((await listAs()).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/reports/{id}/resolve/ and /dismiss/', () => {
  async function pendingReport(): Promise<number> {
    const post = await createPost((await createEmployer(t)).id);
    return reportOk({ ...validReport, post: post.id }, (await createEmployee(t)).token);
  }

  it('resolves a pending report, stamps resolved_at and answers the updated report', async () => {
    const id = await pendingReport();
    const before = t.clock.now().getTime();
    const response = await close(id, 'resolve');
    const after = t.clock.now().getTime();
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminReport>();
    expect(body).toMatchObject({ id, status: 'resolved', dismissed_at: null, content_deleted: false });
    const resolvedAt = Date.parse(body.resolved_at ?? '');
    expect(resolvedAt).toBeGreaterThanOrEqual(before);
    expect(resolvedAt).toBeLessThanOrEqual(after);
    expect(await adminView(id)).toEqual(body);
  });

  it('dismisses a pending report (an empty JSON body is fine) and stamps dismissed_at', async () => {
    const id = await pendingReport();
    const response = await close(id, 'dismiss', admin.token, true);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminReport>();
    expect(body).toMatchObject({ id, status: 'dismissed', resolved_at: null });
    expect(body.dismissed_at).not.toBeNull();
    expect(await reportRow(id)).toMatchObject({ status: 'dismissed', resolvedAt: null });
  });

  it('refuses to resolve or dismiss a report that is no longer pending (409), leaving it as it was', async () => {
    const resolved = await pendingReport();
    expect((await close(resolved, 'resolve')).statusCode).toBe(200);
    const dismissed = await pendingReport();
    expect((await close(dismissed, 'dismiss')).statusCode).toBe(200);
    const snapshot = [await reportRow(resolved), await reportRow(dismissed)];

    for (const [id, action] of [
      [resolved, 'resolve'],
      [resolved, 'dismiss'],
      [dismissed, 'resolve'],
      [dismissed, 'dismiss'],
    ] as const) {
      const response = await close(id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: string }>().error).toBe(FORUM_MESSAGES.reportNotPending);
    }
    expect([await reportRow(resolved), await reportRow(dismissed)]).toEqual(snapshot);
  });

  it('answers 404 for an unknown report and 400 for an id that is not a number', async () => {
    for (const action of ['resolve', 'dismiss'] as const) {
      const missing = await close(999_999, action);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ error: string }>().error).toBe(FORUM_MESSAGES.reportNotFound);
      expect((await close('abc', action)).statusCode).toBe(400);
    }
  });

  it('is for admins only: job seekers and employers get 403 and the report stays pending', async () => {
    const id = await pendingReport();
    for (const user of [await createEmployee(t), await createEmployer(t)]) {
      for (const action of ['resolve', 'dismiss'] as const) {
        expect((await close(id, action, user.token)).statusCode).toBe(403);
      }
    }
    expect((await t.request({ method: 'PATCH', url: `/api/admin/reports/${id}/resolve/` })).statusCode).toBe(401);
    expect(await reportRow(id)).toMatchObject({ status: 'pending', resolvedAt: null, dismissedAt: null });
  });
});
