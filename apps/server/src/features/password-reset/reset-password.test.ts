import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions, userTokens } from '../../db/schema.js';
import { startSession } from '../../platform/auth/session.service.js';
import { STRONG_PASSWORD, createEmployee, createEmployer, uniqueIp, userRow } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  HOUR,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_USED,
  NEW_PASSWORD,
  RESET_DONE,
  forgot,
  lastResetLink,
  login,
  requestLink,
  reset,
  type ErrorBody,
} from '../../../test/support/password-reset.js';
import { timeTravel } from '../../../test/support/time-travel.js';

const t = await appForThisFile();

const travel = timeTravel(() => t);
afterEach(async () => {
  // Mail jobs of one test must not spill into the next (e.g. take a failNext meant for it).
  await t.jobs.drain({ includeDelayed: true });
});

const me = (token: string) => t.request({ method: 'GET', url: '/api/me/', token });

function expectLinkRefused(response: Awaited<ReturnType<typeof reset>>, error: string, code: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorBody>()).toEqual({ error, code });
}

async function passwordStillOld(email: string) {
  expect((await login(t, email, STRONG_PASSWORD)).statusCode).toBe(200);
  expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(401);
}

describe('POST /api/reset-password/{uid}/{token}/', () => {
  it('sets the new password: the old one stops working and the new one signs in', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);

    const response = await reset(t, link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_DONE });

    const oldLogin = await login(t, user.email, STRONG_PASSWORD);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await login(t, user.email, NEW_PASSWORD);
    expect(newLogin.statusCode).toBe(200);
    expect((await me(newLogin.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('signs the person out on every device', async () => {
    const user = await createEmployee(t);
    const secondDevice = await startSession(t.db, user.id, 'phone', t.clock.now());
    expect((await me(user.token)).statusCode).toBe(200);
    const link = await requestLink(t, user.email);

    expect((await reset(t, link)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('mails a "password changed" notice after the reset', async () => {
    const user = await createEmployer(t, { firstName: 'Jun', lastName: 'Cruz' });
    const link = await requestLink(t, user.email);
    await reset(t, link);
    await t.jobs.drain();

    const notice = t.mailer.to(user.email).at(-1);
    expect(notice?.subject).toBe('Your Kakayahan Jobs password was changed');
    expect(notice?.text).toContain('Hello Jun Cruz,');
    expect(notice?.text).toContain('http://kakayahan.test/forgot-password');
  });

  it('works once: the same link again answers 400 and changes nothing', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    expect((await reset(t, link)).statusCode).toBe(200);

    expectLinkRefused(await reset(t, link, { new_password: 'Another-Secret-77?' }), LINK_USED, 'token_used');
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, user.email, 'Another-Secret-77?')).statusCode).toBe(401);
  });

  it('accepts exactly one of two simultaneous uses of one link', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    const answers = await Promise.all([
      reset(t, link, { new_password: 'First-Choice-11!' }),
      reset(t, link, { new_password: 'Second-Choice-22!' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends the other open links of the account once one is used', async () => {
    const user = await createEmployer(t);
    const first = await requestLink(t, user.email);
    const second = await requestLink(t, user.email);
    expect((await reset(t, second)).statusCode).toBe(200);
    expectLinkRefused(await reset(t, first, { new_password: 'Another-Secret-77?' }), LINK_EXPIRED, 'token_expired');
  });

  it('works until one hour after it was mailed', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    travel(HOUR - 30_000);
    expect((await reset(t, link)).statusCode).toBe(200);
  });

  it('refuses a link older than one hour with 400 and keeps the old password', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    travel(HOUR + 1000);
    expectLinkRefused(await reset(t, link), LINK_EXPIRED, 'token_expired');
    await passwordStillOld(user.email);
  });

  it("refuses another account's link, like an unknown one, and the link still works for its owner", async () => {
    const owner = await createEmployer(t);
    const other = await createEmployee(t);
    const link = await requestLink(t, owner.email);

    expectLinkRefused(await reset(t, { uid: other.id, token: link.token }), LINK_INVALID, 'token_invalid');
    await passwordStillOld(other.email);
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await reset(t, link)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', (uid: number) => ({ uid, token: 'A'.repeat(43) })],
    ['an unknown user id', () => ({ uid: 2_000_000_000, token: 'A'.repeat(43) })],
  ])('refuses %s with 400', async (_label, linkFor) => {
    const user = await createEmployer(t);
    expectLinkRefused(await reset(t, linkFor(user.id)), LINK_INVALID, 'token_invalid');
  });

  it.each([
    [
      'a token cut short',
      (link: { uid: number; token: string }) => ({ uid: link.uid, token: link.token.slice(0, 20) }),
    ],
    ['a user id that is not a number', (link: { token: string }) => ({ uid: 'abc', token: link.token })],
    ['a user id of zero', (link: { token: string }) => ({ uid: 0, token: link.token })],
    ['a token with foreign characters', (link: { uid: number }) => ({ uid: link.uid, token: 'abc%24def' })],
  ])('refuses %s with 400 and the same sentence', async (_label, mangle) => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    const response = await reset(t, mangle(link));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error).toBe(LINK_INVALID);
    await passwordStillOld(user.email);
  });

  it.each([
    ['a short password', 'Ab1!', 'Password must be at least 8 characters.'],
    ['a weak password', 'alllowercase', 'Password is too weak. Mix upper and lower case letters, numbers and symbols.'],
    ['a common password', 'Password123!', 'This password is too common. Please choose a less predictable one.'],
    ['an empty password', '', 'Password is required!'],
    ['no password', undefined, 'Password is required!'],
  ])('refuses %s with 400 and the policy message, leaving the link usable', async (_label, password, message) => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    const response = await reset(t, link, password === undefined ? {} : { new_password: password });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({ error: message, fields: { new_password: message } });
    await passwordStillOld(user.email);
    expect((await reset(t, link)).statusCode).toBe(200);
  });

  it('unlocks an account locked by failed sign-ins', async () => {
    const user = await createEmployer(t);
    for (let i = 0; i < 10; i += 1) await login(t, user.email, `Wrong-Guess-${i}!`);
    const locked = await login(t, user.email, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect((await userRow(t, user.email))?.lockedUntil).toBeInstanceOf(Date);

    const link = await requestLink(t, user.email);
    expect((await reset(t, link)).statusCode).toBe(200);
    const row = await userRow(t, user.email);
    expect(row?.lockedUntil).toBeNull();
    expect(row?.failedLoginCount).toBe(0);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('verifies the e-mail of an unverified account (the link proved the inbox)', async () => {
    const user = await createEmployer(t, { verified: false });
    expect((await login(t, user.email, STRONG_PASSWORD)).json<ErrorBody>().code).toBe('email_unverified');
    const link = await requestLink(t, user.email);
    expect((await reset(t, link)).statusCode).toBe(200);
    expect((await userRow(t, user.email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a job seeker awaiting approval reset, without approving them', async () => {
    const user = await createEmployee(t, { approved: false });
    const link = await requestLink(t, user.email);
    expect((await reset(t, link)).statusCode).toBe(200);
    const signIn = await login(t, user.email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ account_status: string }>().account_status).toBe('pending_approval');
  });

  it('marks the token used in the database', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    await reset(t, link);
    const rows = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'password_reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.usedAt).toBeInstanceOf(Date);
  });

  it('answers the 61st attempt from one address within 15 minutes with 429 and Retry-After', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 60; i += 1) {
      const guess = { uid: 1, token: `guess${i}${'x'.repeat(38)}` };
      expect((await reset(t, guess, undefined, address)).statusCode).toBe(400);
    }
    const response = await reset(t, { uid: 1, token: 'y'.repeat(43) }, undefined, address);
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(response.json<ErrorBody>().error).toMatch(/^Too many requests\. Please wait/u);
  });

  it('needs no sign-in, and ignores a stale token sent along', async () => {
    const user = await createEmployer(t);
    await forgot(t, { email: user.email });
    const link = await lastResetLink(t, user.email);
    const response = await t.request({
      method: 'POST',
      url: `/api/reset-password/${link.uid}/${link.token}/`,
      payload: { new_password: NEW_PASSWORD },
      token: 'stale-token-from-an-old-session',
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
  });
});
