import { FORUM_LIMITS, FORUM_MESSAGES, FORUM_PAGE_SIZE } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  commentExists,
  createCommentCall,
  createPostCall,
  insertComment,
  insertPost,
  listPosts,
  minutesAfterBase,
  postExists,
  type CommentBody,
  type PostBody,
} from '../../../test/support/forum.js';

const t = await appForThisFile();

describe('POST /api/posts/', () => {
  it('writes a post as the signed-in user, ignoring `user` in the body, and stores the text as given', async () => {
    const author = await createEmployee(t, { firstName: 'Maria', lastName: 'Santos' });
    const someoneElse = await createEmployer(t);
    const text = 'Tips for <b>screen readers</b> & "interviews"';
    const response = await createPostCall(t, author.token, {
      title: '  Interview tips  ',
      content: text,
      user: someoneElse.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json<PostBody>();
    expect(post).toEqual({
      id: expect.any(Number) as number,
      title: 'Interview tips',
      content: text,
      user: author.id,
      username: 'Maria Santos',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/u) as string,
      comments: [],
    });

    const { posts } = await listPosts(t, someoneElse.token, `?search=${encodeURIComponent('screen readers')}`);
    expect(posts.map((p) => [p.id, p.content, p.user])).toEqual([[post.id, text, author.id]]);
  });

  it('refuses anonymous calls with 401 before looking at the body', async () => {
    const response = await createPostCall(t, undefined, { title: '', content: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect((await t.request({ method: 'GET', url: '/api/posts/' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/comments/?post_id=1' })).statusCode).toBe(401);
    expect((await createCommentCall(t, undefined, { post: 1, content: 'Hi' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/posts/1/' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/comments/1/' })).statusCode).toBe(401);
  });

  it('answers 400 with a message per field for blank or too long title and content', async () => {
    const author = await createEmployee(t);
    const blank = await createPostCall(t, author.token, { title: '   ', content: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ fields: Record<string, string> }>().fields).toEqual({
      title: 'Title is required.',
      content: 'Content is required.',
    });

    const long = await createPostCall(t, author.token, {
      title: 'x'.repeat(FORUM_LIMITS.titleMax + 1),
      content: 'y'.repeat(FORUM_LIMITS.contentMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: Record<string, string> }>().fields).toEqual({
      title: `Title must be at most ${FORUM_LIMITS.titleMax} characters.`,
      content: `Content must be at most ${FORUM_LIMITS.contentMax} characters.`,
    });

    const atLimit = await createPostCall(t, author.token, {
      title: 'x'.repeat(FORUM_LIMITS.titleMax),
      content: 'y'.repeat(FORUM_LIMITS.contentMax),
    });
    expect(atLimit.statusCode).toBe(201);
  });

  it('limits posting per person: the 11th post in ten minutes is 429, while another person can still post', async () => {
    const busy = await createEmployee(t);
    const other = await createEmployee(t);
    for (let i = 1; i <= 10; i += 1) {
      const response = await createPostCall(t, busy.token, { title: `Post ${i}`, content: 'Hello' });
      expect(response.statusCode).toBe(201);
    }
    const refused = await createPostCall(t, busy.token, { title: 'One more', content: 'Hello' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ error: string }>().error).toMatch(/^Too many requests/u);
    // Same address (every injected request comes from 127.0.0.1), another account: counted apart.
    expect((await createPostCall(t, other.token, { title: 'Mine', content: 'Hello' })).statusCode).toBe(201);
  });
});

describe('GET /api/posts/', () => {
  it('lists posts newest first with comments and replies nested, each oldest first, with display names', async () => {
    const alice = await createEmployee(t, { firstName: 'Alice', lastName: 'Reyes' });
    const bob = await createEmployer(t, { firstName: 'Bob', lastName: 'Cruz' });
    const tag = 'nestingcheck';
    const older = await insertPost(t, alice.id, { title: `Older ${tag}`, createdAt: minutesAfterBase(0) });
    const newer = await insertPost(t, bob.id, { title: `Newer ${tag}`, createdAt: minutesAfterBase(10) });
    // Inserted out of order: the order must come from the times.
    const second = await insertComment(t, {
      postId: older.id,
      userId: bob.id,
      content: 'Second',
      createdAt: minutesAfterBase(3),
    });
    const first = await insertComment(t, {
      postId: older.id,
      userId: alice.id,
      content: 'First',
      createdAt: minutesAfterBase(1),
    });
    const lateReply = await insertComment(t, {
      postId: older.id,
      userId: alice.id,
      parentId: first.id,
      content: 'Late reply',
      createdAt: minutesAfterBase(5),
    });
    const earlyReply = await insertComment(t, {
      postId: older.id,
      userId: bob.id,
      parentId: first.id,
      content: 'Early reply',
      createdAt: minutesAfterBase(2),
    });

    const { posts, total } = await listPosts(t, alice.token, `?search=${tag}`);
    expect(total).toBe(2);
    expect(posts.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(posts[0]?.comments).toEqual([]);
    expect(posts[0]?.username).toBe('Bob Cruz');
    const reply = (row: typeof first, username: string) => ({
      id: row.id,
      post: older.id,
      content: row.content,
      parent: row.parentId,
      user: row.userId,
      username,
      created_at: row.createdAt.toISOString(),
    });
    expect(posts[1]).toEqual({
      id: older.id,
      title: older.title,
      content: older.content,
      user: alice.id,
      username: 'Alice Reyes',
      created_at: older.createdAt.toISOString(),
      comments: [
        { ...reply(first, 'Alice Reyes'), replies: [reply(earlyReply, 'Bob Cruz'), reply(lateReply, 'Alice Reyes')] },
        { ...reply(second, 'Bob Cruz'), replies: [] },
      ],
    });
  });

  it('pages 25 posts (each with comments and a reply) by FORUM_PAGE_SIZE and sets x-total-count', async () => {
    const author = await createEmployee(t);
    const tag = 'pagingcheck';
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const post = await insertPost(t, author.id, { title: `${tag} ${i}`, createdAt: minutesAfterBase(100 + i) });
      const comment = await insertComment(t, { postId: post.id, userId: author.id, content: `Comment on ${i}` });
      await insertComment(t, { postId: post.id, userId: author.id, parentId: comment.id, content: `Reply on ${i}` });
      await insertComment(t, { postId: post.id, userId: author.id, content: `Second comment on ${i}` });
      ids.push(post.id);
    }
    const newestFirst = [...ids].reverse();

    const page1 = await listPosts(t, author.token, `?search=${tag}`);
    expect(page1.total).toBe(25);
    expect(page1.posts.map((p) => p.id)).toEqual(newestFirst.slice(0, FORUM_PAGE_SIZE));
    // Every post carries its own comments (not a neighbour's), with the reply under the first comment.
    for (const post of page1.posts) {
      const n = post.title.split(' ')[1];
      expect(post.comments.map((c: CommentBody) => [c.content, c.replies.map((r) => r.content)])).toEqual([
        [`Comment on ${n}`, [`Reply on ${n}`]],
        [`Second comment on ${n}`, []],
      ]);
      expect(post.comments.every((c) => c.post === post.id)).toBe(true);
    }

    const page2 = await listPosts(t, author.token, `?search=${tag}&page=2`);
    expect(page2.total).toBe(25);
    expect(page2.posts.map((p) => p.id)).toEqual(newestFirst.slice(FORUM_PAGE_SIZE));

    const small = await listPosts(t, author.token, `?search=${tag}&page=3&page_size=10`);
    expect(small.posts.map((p) => p.id)).toEqual(newestFirst.slice(20, 25));
    const beyond = await listPosts(t, author.token, `?search=${tag}&page=9`);
    expect(beyond).toEqual({ posts: [], total: 25 });
  });

  it('searches case-insensitively in titles, post text, comments and replies; % and _ are literal', async () => {
    const author = await createEmployee(t);
    const byTitle = await insertPost(t, author.id, { title: 'Braille LABELS at work', content: 'Plain text.' });
    const byContent = await insertPost(t, author.id, { title: 'Plain title', content: 'We print braille labels.' });
    const byComment = await insertPost(t, author.id, { title: 'Plain title', content: 'Plain text.' });
    await insertComment(t, { postId: byComment.id, userId: author.id, content: 'Try Braille Labels!' });
    const byReply = await insertPost(t, author.id, { title: 'Plain title', content: 'Plain text.' });
    const parent = await insertComment(t, { postId: byReply.id, userId: author.id, content: 'Plain comment.' });
    await insertComment(t, {
      postId: byReply.id,
      userId: author.id,
      parentId: parent.id,
      content: 'braille labelS here',
    });
    await insertPost(t, author.id, { title: 'Braille only', content: 'No match for the phrase.' });

    const found = await listPosts(t, author.token, `?search=${encodeURIComponent('braille labels')}`);
    expect(new Set(found.posts.map((p) => p.id))).toEqual(
      new Set([byTitle.id, byContent.id, byComment.id, byReply.id]),
    );
    expect(found.total).toBe(4);

    const percent = await insertPost(t, author.id, { title: 'Pay rose 100% this year', content: 'Text.' });
    await insertPost(t, author.id, { title: 'Pay rose 1000 this year', content: 'Text.' });
    const underscore = await insertPost(t, author.id, { title: 'file name a_b.txt', content: 'Text.' });
    await insertPost(t, author.id, { title: 'file name axb.txt', content: 'Text.' });
    const byPercent = await listPosts(t, author.token, `?search=${encodeURIComponent('rose 100%')}`);
    expect(byPercent.posts.map((p) => p.id)).toEqual([percent.id]);
    const byUnderscore = await listPosts(t, author.token, `?search=${encodeURIComponent('a_b')}`);
    expect(byUnderscore.posts.map((p) => p.id)).toEqual([underscore.id]);
  });

  it('answers 400 for a bad page', async () => {
    const reader = await createEmployee(t);
    const response = await t.request({ method: 'GET', url: '/api/posts/?page=0', token: reader.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('Page must be 1 or more.');
  });
});

describe('comments', () => {
  it('comments and replies through the API, and GET /api/comments/ nests them (404 for a missing post)', async () => {
    const author = await createEmployee(t, { firstName: 'Ana', lastName: 'Lim' });
    const replier = await createAdmin(t, { firstName: 'Ben', lastName: 'Go' });
    const post = await insertPost(t, author.id);

    const comment = await createCommentCall(t, author.token, {
      post: post.id,
      content: ' Hello ',
      parent: null,
      user: 999,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentBody = comment.json<CommentBody>();
    expect(commentBody).toMatchObject({
      post: post.id,
      content: 'Hello',
      parent: null,
      user: author.id,
      username: 'Ana Lim',
      replies: [],
    });

    const reply = await createCommentCall(t, replier.token, {
      post: post.id,
      content: 'Welcome',
      parent: commentBody.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyBody = reply.json<CommentBody>();
    expect(replyBody).toMatchObject({ parent: commentBody.id, user: replier.id, username: 'Ben Go', replies: [] });

    const listed = await t.request({ method: 'GET', url: `/api/comments/?post_id=${post.id}`, token: replier.token });
    expect(listed.statusCode).toBe(200);
    const { replies: _omit, ...replyAsNested } = replyBody;
    expect(listed.json()).toEqual([{ ...commentBody, replies: [replyAsNested] }]);

    const missing = await t.request({ method: 'GET', url: '/api/comments/?post_id=999999', token: author.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: FORUM_MESSAGES.postNotFound });
  });

  it('refuses a reply to a reply, a parent from another post, and missing posts or parents', async () => {
    const user = await createEmployee(t);
    const post = await insertPost(t, user.id);
    const otherPost = await insertPost(t, user.id);
    const top = await insertComment(t, { postId: post.id, userId: user.id });
    const reply = await insertComment(t, { postId: post.id, userId: user.id, parentId: top.id });
    const elsewhere = await insertComment(t, { postId: otherPost.id, userId: user.id });

    const deep = await createCommentCall(t, user.token, { post: post.id, content: 'Deep', parent: reply.id });
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ error: string }>().error).toBe(FORUM_MESSAGES.replyDepth);

    const away = await createCommentCall(t, user.token, { post: post.id, content: 'Away', parent: elsewhere.id });
    expect(away.statusCode).toBe(400);
    expect(away.json<{ error: string }>().error).toBe(FORUM_MESSAGES.parentElsewhere);

    const noPost = await createCommentCall(t, user.token, { post: 999999, content: 'Hi' });
    expect(noPost.statusCode).toBe(404);
    expect(noPost.json()).toEqual({ error: FORUM_MESSAGES.postNotFound });
    const noParent = await createCommentCall(t, user.token, { post: post.id, content: 'Hi', parent: 999999 });
    expect(noParent.statusCode).toBe(404);
    expect(noParent.json()).toEqual({ error: FORUM_MESSAGES.commentNotFound });

    const blank = await createCommentCall(t, user.token, { post: post.id, content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: string }>().error).toBe('Comment is required.');
    const long = await createCommentCall(t, user.token, {
      post: post.id,
      content: 'z'.repeat(FORUM_LIMITS.commentMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toBe(`Comment must be at most ${FORUM_LIMITS.commentMax} characters.`);

    const { posts } = await listPosts(t, user.token, `?search=${encodeURIComponent(post.title)}&page_size=50`);
    const stored = posts.find((p) => p.id === post.id);
    expect(stored?.comments.map((c) => [c.id, c.replies.map((r) => r.id)])).toEqual([[top.id, [reply.id]]]);
  });
});

describe('deleting the account', () => {
  it('removes the person’s posts and comments with it', async () => {
    const leaving = await createEmployee(t);
    const staying = await createEmployee(t);
    const ownPost = await insertPost(t, leaving.id);
    const othersPost = await insertPost(t, staying.id);
    const ownComment = await insertComment(t, { postId: othersPost.id, userId: leaving.id });
    const commentOnOwnPost = await insertComment(t, { postId: ownPost.id, userId: staying.id });

    await t.db.delete(users).where(eq(users.id, leaving.id));

    expect(await postExists(t, ownPost.id)).toBe(false);
    expect(await commentExists(t, ownComment.id)).toBe(false);
    expect(await commentExists(t, commentOnOwnPost.id)).toBe(false);
    expect(await postExists(t, othersPost.id)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the forum routes with their query parameters', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/posts/', '/api/posts/{id}/', '/api/comments/', '/api/comments/{id}/']),
    );
    expect(doc.paths['/api/posts/']?.get?.parameters?.map((p) => p.name)).toEqual(['search', 'page', 'page_size']);
    expect(doc.paths['/api/comments/']?.get?.parameters?.map((p) => p.name)).toEqual(['post_id']);
  });
});
