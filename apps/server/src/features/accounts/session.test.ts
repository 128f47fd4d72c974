import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { createEmployee, createEmployer, uniqueIp } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { timeTravel } from '../../../test/support/time-travel.js';

const t = await appForThisFile();

const travel = timeTravel(() => t);

const DAY = 24 * 3_600_000;
const SESSION_EXPIRED = { error: 'Your session has expired. Please sign in again.' };
const SIGN_IN_FIRST = { error: 'Please sign in to continue.' };
/** Any scheme but `Token` (Bearer, Basic, a bare token) is told how to send the token, not "expired". */
const WRONG_SCHEME = { error: 'Send your token as "Authorization: Token <token>".' };

const me = (token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/me/', headers, ...(token ? { token } : {}) });

async function signIn(email: string, password: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: uniqueIp(),
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) test' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

describe('GET /api/me/', () => {
  it('answers the signed-in user: userId, user_type, username and e-mail', async () => {
    const seeker = await createEmployee(t, { firstName: 'Juan', lastName: 'dela Cruz' });
    const response = await me(seeker.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: seeker.id,
      user_type: 'Employee',
      username: 'Juan dela Cruz',
      email: seeker.email,
    });
    expect(response.body).not.toContain('argon2');
  });

  it('asks anonymous callers to sign in (401)', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN_FIRST);
  });

  it('answers an unknown token with 401 and the session-expired message', async () => {
    const response = await me('A'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_EXPIRED);
  });

  it.each([
    ['the bare token', (token: string) => token, WRONG_SCHEME],
    ['a Bearer token', (token: string) => `Bearer ${token}`, WRONG_SCHEME],
    ['a Basic credential', () => 'Basic dXNlcjpwYXNz', WRONG_SCHEME],
    ['a lower-case prefix with no space', (token: string) => `token${token}`, WRONG_SCHEME],
    ['the prefix without a token', () => 'Token ', SESSION_EXPIRED],
    [
      'a token with spaces inside',
      (token: string) => `Token ${token.slice(0, 20)} ${token.slice(20)}`,
      SESSION_EXPIRED,
    ],
  ])('does not accept %s in the Authorization header', async (_label, header, expected) => {
    const seeker = await createEmployee(t);
    expect((await me(seeker.token)).statusCode).toBe(200);
    const response = await me(undefined, { authorization: header(seeker.token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expected);
  });
});

describe('the Authorization scheme', () => {
  it('tells a caller who sends "Bearer <token>" to any signed-in endpoint how to send it', async () => {
    const seeker = await createEmployee(t);
    for (const [method, url] of [
      ['GET', '/api/me/'],
      ['GET', '/api/get-notifications/'],
      ['POST', '/api/posts/'],
    ] as const) {
      const response = await t.request({ method, url, headers: { authorization: `Bearer ${seeker.token}` } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(WRONG_SCHEME);
    }
  });
});

describe('POST /api/logout/', () => {
  it('revokes the token: it answers 401 afterwards', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    expect((await me(token)).statusCode).toBe(200);

    const response = await t.request({ method: 'POST', url: '/api/logout/', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been signed out.' });

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_EXPIRED);
    const notifications = await t.request({ method: 'GET', url: '/api/get-notifications/', token });
    expect(notifications.statusCode).toBe(401);
  });

  it('ends only that session, not the same person’s other devices', async () => {
    const seeker = await createEmployee(t);
    const phone = await signIn(seeker.email, seeker.password);
    const laptop = await signIn(seeker.email, seeker.password);
    await t.request({ method: 'POST', url: '/api/logout/', token: phone });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers 200 without a token, or with an unknown one (nothing to revoke)', async () => {
    const other = await createEmployer(t);
    for (const token of [undefined, 'B'.repeat(43)]) {
      const response = await t.request({ method: 'POST', url: '/api/logout/', ...(token ? { token } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been signed out.' });
    }
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('answers 200 when logging out twice', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    expect((await t.request({ method: 'POST', url: '/api/logout/', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/logout/', token })).statusCode).toBe(200);
  });
});

describe('session storage and expiry', () => {
  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, seeker.id));
    const expectedHash = createHash('sha256').update(token).digest('hex');
    const row = rows.find((r) => r.tokenHash === expectedHash);
    expect(row).toBeDefined();
    expect(row?.userAgent).toBe('Mozilla/5.0 (Linux; Android 10) test');
    for (const r of rows) {
      expect(JSON.stringify(r)).not.toContain(token);
    }
  });

  it('ends a session unused for more than 7 days, and removes it', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    const hash = createHash('sha256').update(token).digest('hex');

    travel(7 * DAY + 60_000);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_EXPIRED);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash))).toHaveLength(0);
  });

  it('keeps a session alive while it is used at least once a week', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    for (let week = 1; week <= 3; week += 1) {
      travel(6 * DAY);
      expect((await me(token)).statusCode, `after ${week * 6} days`).toBe(200);
    }
  });

  it('ends any session 30 days after sign-in, even when used every day', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    for (let i = 1; i <= 5; i += 1) {
      travel(5 * DAY);
      expect((await me(token)).statusCode, `day ${i * 5}`).toBe(200);
    }
    // Used 5 days ago, so only the 30-day limit can end it now.
    travel(5 * DAY + 60_000);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_EXPIRED);
  });

  it('lets the person sign in again after a session expired', async () => {
    const seeker = await createEmployee(t);
    const token = await signIn(seeker.email, seeker.password);
    travel(8 * DAY);
    expect((await me(token)).statusCode).toBe(401);
    const fresh = await signIn(seeker.email, seeker.password);
    expect((await me(fresh)).statusCode).toBe(200);
  });
});
