import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { STRONG_PASSWORD, createEmployer, uniqueEmail, uniqueIp, userRow } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { timeTravel } from '../../../test/support/time-travel.js';

const t = await appForThisFile();

const travel = timeTravel(() => t);

const HOUR = 3_600_000;
const RESEND_ANSWER =
  'If an account with that email still needs verification, we have sent a new link. Please check your inbox.';
const EMPLOYER_VERIFIED = 'Your email address is verified. You can now sign in.';
const SEEKER_VERIFIED =
  'Your email address is verified. An administrator will now review your PWD ID; we will email you once your account is approved.';

interface ErrorBody {
  error: string;
  code?: string;
  fields?: Record<string, string>;
}

async function signUp(userType: 'Employee' | 'Employer', email = uniqueEmail(userType.toLowerCase())) {
  const response = await t.request({
    method: 'POST',
    url: '/api/signup/',
    remoteAddress: uniqueIp(),
    payload: {
      first_name: 'Ana',
      last_name: 'Reyes',
      email,
      password: STRONG_PASSWORD,
      user_type: userType,
      ...(userType === 'Employee' ? { user_disability: 'Learning Disability', ID_number: '1376020001234567' } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
  await t.jobs.drain();
  return { email, id: response.json<{ id: number }>().id, token: tokenOf(t.mailer.lastLink(email, '/verify-email/')) };
}

function tokenOf(link: string | undefined): string {
  expect(link).toBeDefined();
  return link?.split('/verify-email/')[1] ?? '';
}

const verify = (token: unknown, remoteAddress = uniqueIp()) =>
  t.request({ method: 'POST', url: '/api/verify-email/', payload: { token }, remoteAddress });

/** POST /api/resend-verification/, then runs the jobs it queued (the mail). */
const resend = async (email: string, remoteAddress = uniqueIp()) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/resend-verification/',
    payload: { email },
    remoteAddress,
  });
  await t.jobs.drain();
  return response;
};

const login = (email: string) =>
  t.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password: STRONG_PASSWORD },
    remoteAddress: uniqueIp(),
  });

describe('POST /api/verify-email/', () => {
  it('verifies an employer, who can then sign in', async () => {
    const { email, token } = await signUp('Employer');
    expect((await login(email)).json<ErrorBody>().code).toBe('email_unverified');

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMPLOYER_VERIFIED, user_type: 'Employer', is_approved: true });
    expect((await userRow(t, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('verifies a job seeker, who then waits for approval', async () => {
    const { email, token } = await signUp('Employee');
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SEEKER_VERIFIED, user_type: 'Employee', is_approved: false });
    // Issue 14: they can sign in, to their registration only.
    const signIn = await login(email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ account_status: string }>().account_status).toBe('pending_approval');
  });

  it('answers a second click on a used link of a verified account kindly, without changing anything', async () => {
    const { email, token } = await signUp('Employer');
    expect((await verify(token)).statusCode).toBe(200);
    const verifiedAt = (await userRow(t, email))?.emailVerifiedAt;

    travel(HOUR);
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: EMPLOYER_VERIFIED, user_type: 'Employer', is_approved: true });
    expect((await userRow(t, email))?.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('refuses a used link whose account is not verified (400 token_used)', async () => {
    const { email, token } = await signUp('Employer');
    expect((await verify(token)).statusCode).toBe(200);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email));

    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This verification link has already been used. Ask for a new one if you still need to verify.',
      code: 'token_used',
    });
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a token missing its last characters', null],
  ])('refuses %s with 400', async (_label, given) => {
    const { email, token } = await signUp('Employer');
    const response = await verify(given ?? token.slice(0, -3));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This verification link is not valid. It may have been copied incompletely.',
    });
    expect((await userRow(t, email))?.emailVerifiedAt).toBeNull();
  });

  it('works until 48 hours after sign-up', async () => {
    const { token } = await signUp('Employer');
    travel(48 * HOUR - 60_000);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a link older than 48 hours with 400 token_expired and leaves the account unverified', async () => {
    const { email, token } = await signUp('Employer');
    travel(48 * HOUR + 1000);
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This verification link has expired. Ask for a new one below.',
      code: 'token_expired',
    });
    expect((await userRow(t, email))?.emailVerifiedAt).toBeNull();

    // A new link from the re-send works.
    expect((await resend(email)).statusCode).toBe(200);
    expect((await verify(tokenOf(t.mailer.lastLink(email, '/verify-email/')))).statusCode).toBe(200);
  });

  it.each([
    [{ token: '' }, 'The verification link is incomplete.'],
    [{ token: '   ' }, 'The verification link is incomplete.'],
  ])('refuses the body %j with 400', async (payload, message) => {
    const response = await t.request({ method: 'POST', url: '/api/verify-email/', payload, remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.token).toBe(message);
  });

  it.each([
    ['no token', {}],
    ['a number', { token: 12345 }],
    ['a huge token', { token: 'x'.repeat(5000) }],
  ])('answers %s with 400 and an error', async (_label, payload) => {
    const response = await t.request({ method: 'POST', url: '/api/verify-email/', payload, remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error).toEqual(expect.any(String));
  });

  it('stops a flood of guesses from one address after 30 in 10 minutes', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 30; i += 1)
      expect((await verify(`guess-${i}-${'x'.repeat(30)}`, address)).statusCode).toBe(400);
    const response = await verify('guess-final-xxxxxxxxxxxxxxxxxxxxxx', address);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json<ErrorBody>().error).toMatch(/^Too many requests\. Please wait/u);
  });
});

describe('POST /api/resend-verification/', () => {
  it('answers the same for an unknown, a verified and an unverified address', async () => {
    const unverified = await signUp('Employer');
    const verified = await createEmployer(t);
    const unknown = uniqueEmail('unknown');
    const before = t.mailer.sent.length;

    const answers = await Promise.all([resend(unknown), resend(verified.email), resend(unverified.email)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: RESEND_ANSWER });
    }
    // Only the unverified person gets a mail.
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.to(unverified.email)).toHaveLength(2);
    expect(t.mailer.to(verified.email)).toHaveLength(0);
    expect(t.mailer.to(unknown)).toHaveLength(0);
  });

  it('mails a new link that verifies the account', async () => {
    const { email, token: first } = await signUp('Employer');
    await resend(email.toUpperCase());
    const second = tokenOf(t.mailer.lastLink(email, '/verify-email/'));
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('sends at most 3 verification mails an hour to one person, answering the same each time', async () => {
    const { email } = await signUp('Employer');
    for (let i = 0; i < 4; i += 1) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RESEND_ANSWER });
    }
    expect(t.mailer.to(email)).toHaveLength(3);

    travel(30 * 60_000);
    await resend(email);
    expect(t.mailer.to(email)).toHaveLength(3);

    travel(31 * 60_000);
    await resend(email);
    expect(t.mailer.to(email)).toHaveLength(4);
    await resend(email);
    await resend(email);
    await resend(email);
    expect(t.mailer.to(email)).toHaveLength(6);
  });

  it('refuses an invalid e-mail with 400', async () => {
    const response = await resend('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.email).toBe('Invalid email address.');
  });

  it('answers the 11th request from one address within an hour with 429', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 10; i += 1) expect((await resend(uniqueEmail('flood'), address)).statusCode).toBe(200);
    const response = await resend(uniqueEmail('flood'), address);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json<ErrorBody>().error).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/u);
  });
});

describe('POST /api/verify-email/ without a token', () => {
  it('answers a plain message, not a validator message', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/verify-email/',
      payload: {},
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('The verification link is incomplete.');
  });
});
