import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userTokens } from '../../db/schema.js';
import { hashToken } from '../../platform/tokens.js';
import { createEmployee, createEmployer, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  FORGOT_ANSWER,
  HOUR,
  forgot,
  lastResetLink,
  reset,
  resetMails,
  type ErrorBody,
} from '../../../test/support/password-reset.js';
import { timeTravel } from '../../../test/support/time-travel.js';

const t = await appForThisFile();

const travel = timeTravel(() => t);
afterEach(async () => {
  // Mail jobs of one test must not spill into the next (e.g. take a failNext meant for it).
  await t.jobs.drain({ includeDelayed: true });
  vi.restoreAllMocks();
});

const resetTokensOf = (userId: number) =>
  t.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'password_reset')));

describe('POST /api/forgot-password/', () => {
  it('answers an unknown and a known address identically, and mails only the known one', async () => {
    const known = await createEmployer(t);
    const unknown = uniqueEmail('nobody');
    const before = t.mailer.sent.length;

    const [forUnknown, forKnown] = [await forgot(t, { email: unknown }), await forgot(t, { email: known.email })];
    for (const answer of [forUnknown, forKnown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: FORGOT_ANSWER });
    }
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.headers['content-type']).toBe(forUnknown.headers['content-type']);
    expect(forKnown.headers['content-length']).toBe(forUnknown.headers['content-length']);

    expect(await resetMails(t, known.email)).toHaveLength(1);
    expect(t.mailer.to(unknown)).toHaveLength(0);
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('mails a link to /reset-password/{uid}/{token} and stores only the hash, valid for one hour', async () => {
    const user = await createEmployer(t, { firstName: 'Liza', lastName: 'Santos' });
    const issuedAt = t.clock.now().getTime();
    await forgot(t, { email: user.email });

    const [mail] = await resetMails(t, user.email);
    expect(mail?.subject).toBe('Reset your Kakayahan Jobs password');
    expect(mail?.text).toContain('Hello Liza Santos,');
    expect(mail?.text).toContain('expires in 60 minutes');
    const link = await lastResetLink(t, user.email);
    expect(link.url).toBe(`http://kakayahan.test/reset-password/${user.id}/${link.token}`);
    expect(link.uid).toBe(user.id);
    expect(mail?.html).toContain(`href="${link.url}"`);

    const rows = await resetTokensOf(user.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).toBe(hashToken(link.token));
    expect(row?.tokenHash).not.toContain(link.token);
    expect(row?.usedAt).toBeNull();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(HOUR);
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - issuedAt)).toBeLessThan(5_000);
  });

  it('answers before the account is looked up or mailed, so timing reveals nothing', async () => {
    const user = await createEmployer(t);
    let release = () => {};
    const mailGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realSend = t.mailer.send.bind(t.mailer);
    vi.spyOn(t.mailer, 'send').mockImplementation(async (message) => {
      await mailGate;
      return realSend(message);
    });

    const answer = await forgot(t, { email: user.email });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: FORGOT_ANSWER });
    expect(t.mailer.to(user.email)).toHaveLength(0);

    release();
    expect(await resetMails(t, user.email)).toHaveLength(1);
  });

  it('finds the account whatever the case and surrounding spaces of the address', async () => {
    const user = await createEmployer(t);
    await forgot(t, { email: `  ${user.email.toUpperCase()} ` });
    expect(await resetMails(t, user.email)).toHaveLength(1);
  });

  it('mails an unverified employer and a job seeker awaiting approval too (the link proves the inbox)', async () => {
    const unverified = await createEmployer(t, { verified: false });
    const pending = await createEmployee(t, { approved: false });
    await forgot(t, { email: unverified.email });
    await forgot(t, { email: pending.email });
    expect(await resetMails(t, unverified.email)).toHaveLength(1);
    expect(await resetMails(t, pending.email)).toHaveLength(1);
  });

  it('sends at most 3 reset mails an hour to one account, answering the same every time', async () => {
    const user = await createEmployee(t);
    for (let i = 0; i < 5; i += 1) {
      const answer = await forgot(t, { email: user.email });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: FORGOT_ANSWER });
    }
    expect(await resetMails(t, user.email)).toHaveLength(3);
    expect(await resetTokensOf(user.id)).toHaveLength(3);

    travel(HOUR - 60_000);
    await forgot(t, { email: user.email });
    expect(await resetMails(t, user.email)).toHaveLength(3);

    travel(2 * 60_000);
    await forgot(t, { email: user.email });
    expect(await resetMails(t, user.email)).toHaveLength(4);
  });

  it('counts simultaneous requests for one account against the cap one after the other', async () => {
    const user = await createEmployer(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(t, { email: user.email })));
    for (const answer of answers) expect(answer.json()).toEqual({ message: FORGOT_ANSWER });
    expect(await resetMails(t, user.email)).toHaveLength(3);
  });

  it('keeps an earlier link working when a newer one is mailed', async () => {
    const user = await createEmployer(t);
    await forgot(t, { email: user.email });
    const first = await lastResetLink(t, user.email);
    await forgot(t, { email: user.email });
    const second = await lastResetLink(t, user.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(t, first)).statusCode).toBe(200);
  });

  it('answers the same when the mail cannot be sent', async () => {
    const user = await createEmployer(t);
    t.mailer.failNext = true;
    const answer = await forgot(t, { email: user.email });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: FORGOT_ANSWER });
    await t.jobs.drain();
    expect(t.mailer.to(user.email)).toHaveLength(0);

    // Asking again works once mail is back.
    await forgot(t, { email: user.email });
    expect(await resetMails(t, user.email)).toHaveLength(1);
    // And the first request's mail is not lost: the queue sends it on its retry.
    await t.jobs.drain({ includeDelayed: true });
    expect(t.mailer.to(user.email)).toHaveLength(2);
  });

  it('sends every mail asked for while the mail server did not answer, once it answers', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => createEmployer(t)));
    const send = vi.spyOn(t.mailer, 'send').mockRejectedValue(new Error('SMTP timeout (test)'));
    for (const person of people) expect((await forgot(t, { email: person.email })).statusCode).toBe(200);
    await t.jobs.drain();
    expect(send).toHaveBeenCalledTimes(10);
    for (const person of people) expect(t.mailer.to(person.email)).toHaveLength(0);

    send.mockRestore();
    await t.jobs.drain({ includeDelayed: true });
    for (const person of people) expect(await resetMails(t, person.email)).toHaveLength(1);
  });

  it.each([
    ['no email', {}, 'Email is required!'],
    ['an empty email', { email: '' }, 'Email is required!'],
    ['only spaces', { email: '   ' }, 'Email is required!'],
    ['an invalid email', { email: 'not-an-email' }, 'Invalid email address.'],
  ])('answers %s with 400 and a message', async (_label, payload, message) => {
    const before = t.mailer.sent.length;
    const answer = await forgot(t, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>()).toEqual({ error: message, fields: { email: message } });
    await t.jobs.drain();
    expect(t.mailer.sent.length).toBe(before);
  });

  it('answers the 21st request from one address within 15 minutes with 429 and Retry-After', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await forgot(t, { email: uniqueEmail('flood') }, address)).statusCode).toBe(200);
    }
    const answer = await forgot(t, { email: uniqueEmail('flood') }, address);
    expect(answer.statusCode).toBe(429);
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(answer.json<ErrorBody>().error).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/u);

    // Another address (another office) is not affected.
    expect((await forgot(t, { email: uniqueEmail('other') })).statusCode).toBe(200);
  });
});
