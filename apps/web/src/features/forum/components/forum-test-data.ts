import type { ForumComment, ForumPost, ForumReply } from '@kakayahan/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in person of these tests, and another member. */
export const ME = { userId: 7, username: 'Maria dela Cruz' } as const;
export const ANA = { userId: 8, username: 'Ana Reyes' } as const;

/** Test-only: each test runs signed in as Maria; its fake server is removed after it. */
export function signInForEachTest() {
  beforeEach(() => {
    saveSession({ token: 'forum-token', userId: ME.userId, user_type: 'Employee', username: ME.username });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

export function reply(overrides: Partial<ForumReply> = {}): ForumReply {
  return {
    id: 11,
    post: 1,
    content: 'Thank you!',
    parent: 10,
    user: ME.userId,
    username: ME.username,
    created_at: '2026-03-06T09:00:00.000Z',
    ...overrides,
  };
}

export function comment(overrides: Partial<ForumComment> = {}): ForumComment {
  return {
    id: 10,
    post: 1,
    content: 'Great tips!',
    parent: null,
    user: ANA.userId,
    username: ANA.username,
    created_at: '2026-03-05T10:00:00.000Z',
    replies: [],
    ...overrides,
  };
}

export function post(overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    id: 1,
    title: 'Tips for job interviews',
    content: 'Practice your answers.\nBring your PWD ID.',
    user: ME.userId,
    username: ME.username,
    created_at: '2026-03-05T08:00:00.000Z',
    comments: [],
    ...overrides,
  };
}

/** Test-only: Maria's post with Ana's comment and Maria's reply, and Ana's post with a link. */
export function samplePosts(): ForumPost[] {
  return [
    post({ comments: [comment({ replies: [reply()] })] }),
    post({
      id: 2,
      title: 'Accessible offices in Pasig',
      content: 'Visit https://example.ph/offices for a list.',
      user: ANA.userId,
      username: ANA.username,
      created_at: '2026-03-04T08:00:00.000Z',
      comments: [comment({ id: 20, post: 2, content: 'Helpful, thanks.', user: ME.userId, username: ME.username })],
    }),
  ];
}

/** One API call as the fake server saw it; `url` keeps the query string. */
export interface ForumApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ForumApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function matches(item: ForumPost, words: string): boolean {
  const texts = [
    item.title,
    item.content,
    ...item.comments.flatMap((c) => [c.content, ...c.replies.map((r) => r.content)]),
  ];
  return texts.some((text) => text.toLowerCase().includes(words.toLowerCase()));
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Test-only: a fake forum server over `initial` (search, pages of `pageSize` with X-Total-Count, create
 * and delete posts and comments, reports). `overrides` replace handlers by "METHOD /path".
 */
export function mockForumApi(
  initial: ForumPost[] = samplePosts(),
  overrides: Record<string, Handler> = {},
  pageSize = 20,
): { calls: ForumApiCall[]; posts: () => ForumPost[] } {
  let posts = structuredClone(initial);
  let nextId = 100;
  const calls: ForumApiCall[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/posts/': ({ url }) => {
      const words = url.searchParams.get('search') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      const found = words ? posts.filter((p) => matches(p, words)) : posts;
      return json(found.slice((page - 1) * pageSize, page * pageSize), 200, { 'x-total-count': String(found.length) });
    },
    'POST /api/posts/': ({ body }) => {
      const { title, content } = record(body);
      const created = post({ id: nextId++, title: String(title), content: String(content), comments: [] });
      posts = [created, ...posts];
      return json(created, 201);
    },
    'POST /api/comments/': ({ body }) => {
      const values = record(body);
      const parent = typeof values.parent === 'number' ? values.parent : null;
      const created = reply({ id: nextId++, post: Number(values.post), content: String(values.content), parent });
      posts = posts.map((p) =>
        p.id !== created.post
          ? p
          : {
              ...p,
              comments:
                parent === null
                  ? [...p.comments, { ...created, replies: [] }]
                  : p.comments.map((c) => (c.id === parent ? { ...c, replies: [...c.replies, created] } : c)),
            },
      );
      // The contract's answer is the new comment with its (empty) replies.
      return json({ ...created, replies: [] }, 201);
    },
    'POST /api/reports/': () => json({ id: 1, message: 'Report submitted successfully.' }, 201),
    ...overrides,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call: ForumApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler = handlers[key];
    if (handler) return handler(call);
    const removed = /^DELETE \/api\/(posts|comments)\/(\d+)\/$/u.exec(key);
    if (removed) {
      const id = Number(removed[2]);
      posts =
        removed[1] === 'posts'
          ? posts.filter((p) => p.id !== id)
          : posts.map((p) => ({
              ...p,
              comments: p.comments
                .filter((c) => c.id !== id)
                .map((c) => ({ ...c, replies: c.replies.filter((r) => r.id !== id) })),
            }));
      return json({ message: 'Deleted.' });
    }
    throw new TypeError(`No fake answer for ${key}`);
  });
  return { calls, posts: () => posts };
}
