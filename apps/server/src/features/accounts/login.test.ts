import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import {
  createAdmin,
  createEmployee,
  createEmployer,
  createEmployerProfile,
  uniqueEmail,
  uniqueIp,
  userRow,
} from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';

const t = await appForThisFile();

const login = (email: string, password: string, remoteAddress = uniqueIp(), url = '/api/login/') =>
  t.request({ method: 'POST', url, payload: { email, password }, remoteAddress });

interface LoginBody {
  token: string;
  userId: number;
  user_type: string;
  username: string;
  has_profile: boolean;
  account_status: 'active' | 'pending_approval';
  first_sign_in: boolean;
}

interface ErrorBody {
  error: string;
  code?: string;
}

const WRONG_PASSWORD = 'Not-The-Password-99!';
const LOCK_MS = 10 * 60 * 1000;

describe('POST /api/login/ — success', () => {
  it('answers token, userId, user_type, username (display name), has_profile, account_status, first_sign_in', async () => {
    const seeker = await createEmployee(t, { firstName: 'Maria', lastName: 'Santos' });
    const response = await login(seeker.email, seeker.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginBody>();
    expect(Object.keys(body).sort()).toEqual([
      'account_status',
      'first_sign_in',
      'has_profile',
      'token',
      'userId',
      'user_type',
      'username',
    ]);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/u) as string,
      userId: seeker.id,
      user_type: 'Employee',
      username: 'Maria Santos',
      has_profile: false,
      account_status: 'active',
      first_sign_in: true,
    });
    expect(body.username).not.toContain('@');
  });

  it('gives a token that works for the signed-in user', async () => {
    const seeker = await createEmployee(t);
    const { token } = (await login(seeker.email, seeker.password)).json<LoginBody>();
    const me = await t.request({ method: 'GET', url: '/api/me/', token });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ userId: number }>().userId).toBe(seeker.id);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const seeker = await createEmployee(t);
    const response = await login(`  ${seeker.email.toUpperCase()} `, seeker.password);
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginBody>().userId).toBe(seeker.id);
  });

  it('says has_profile false for an employer without a company profile and true with one', async () => {
    const boss = await createEmployer(t, { firstName: 'Ramon', lastName: 'Villanueva' });
    const before = (await login(boss.email, boss.password)).json<LoginBody>();
    expect(before).toMatchObject({ user_type: 'Employer', username: 'Ramon Villanueva', has_profile: false });
    await createEmployerProfile(t, boss.id);
    expect((await login(boss.email, boss.password)).json<LoginBody>().has_profile).toBe(true);
  });

  it('never puts the password or its hash in the answer', async () => {
    const seeker = await createEmployee(t);
    const response = await login(seeker.email, seeker.password);
    const row = await userRow(t, seeker.email);
    expect(response.body).not.toContain(seeker.password);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(row?.passwordHash ?? 'missing');
  });

  it('gives a new, different token at every sign-in', async () => {
    const seeker = await createEmployee(t);
    const first = (await login(seeker.email, seeker.password)).json<LoginBody>().token;
    const second = (await login(seeker.email, seeker.password)).json<LoginBody>().token;
    expect(first).not.toBe(second);
  });
});

describe('POST /api/login/ — refusals', () => {
  it('gives the same status and body for an unknown e-mail and a wrong password', async () => {
    const seeker = await createEmployee(t);
    const wrongPassword = await login(seeker.email, WRONG_PASSWORD);
    const unknownEmail = await login(uniqueEmail('nobody'), WRONG_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password.' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('refuses an unverified e-mail with 403 email_unverified, but only after a correct password', async () => {
    const boss = await createEmployer(t, { verified: false });
    const wrong = await login(boss.email, WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.' });

    const right = await login(boss.email, boss.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: 'Please verify your email address before signing in. Open the link we emailed you, or ask for a new one.',
      code: 'email_unverified',
    });
  });

  it('signs a job seeker awaiting approval in to their registration only, after a correct password', async () => {
    const seeker = await createEmployee(t, { approved: false });
    const wrong = await login(seeker.email, WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorBody>().code).toBeUndefined();

    // Issue 14: waiting for approval is not an error; the session opens My PWD ID and nothing else.
    const right = await login(seeker.email, seeker.password);
    expect(right.statusCode).toBe(200);
    const body = right.json<LoginBody>();
    expect(body).toMatchObject({ userId: seeker.id, user_type: 'Employee', account_status: 'pending_approval' });
    const mine = await t.request({ method: 'GET', url: '/api/my-pwd-id/', token: body.token });
    expect(mine.statusCode).toBe(200);
    const elsewhere = await t.request({ method: 'GET', url: '/api/me/', token: body.token });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({
      error:
        'Your account is pending approval. An administrator is reviewing your PWD ID; we will email you once it is approved.',
      code: 'pending_approval',
    });
  });

  it('says first_sign_in only on the first sign-in after approval, not on sign-ins while pending', async () => {
    const seeker = await createEmployee(t, { approved: false });
    expect((await login(seeker.email, WRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(seeker.email, seeker.password)).json<LoginBody>().first_sign_in).toBe(false);
    await t.db.update(users).set({ isApproved: true, approvedAt: t.clock.now() }).where(eq(users.id, seeker.id));
    const approved = (await login(seeker.email, seeker.password)).json<LoginBody>();
    expect(approved).toMatchObject({ account_status: 'active', first_sign_in: true });
    expect((await login(seeker.email, seeker.password)).json<LoginBody>().first_sign_in).toBe(false);
  });

  it('says first_sign_in once when two sign-ins of a new account arrive together', async () => {
    const boss = await createEmployer(t);
    const answers = await Promise.all([login(boss.email, boss.password), login(boss.email, boss.password)]);
    expect(answers.map((a) => a.json<LoginBody>().first_sign_in).sort()).toEqual([false, true]);
  });

  it('asks for e-mail verification first when a job seeker is both unverified and pending', async () => {
    const seeker = await createEmployee(t, { approved: false, verified: false });
    const response = await login(seeker.email, seeker.password);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().code).toBe('email_unverified');
  });

  it('refuses missing or malformed fields with 400 and a message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'x' }, 'email', 'Email is required.'],
      [{ email: 'nobody@example.com' }, 'password', 'Password is required.'],
      [{ email: 'nobody@example.com', password: '' }, 'password', 'Password is required.'],
      [{ email: 'not an email', password: 'x' }, 'email', 'Invalid email address.'],
      [{ email: ['a@b.co'], password: 'x' }, 'email', 'Email is required.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.request({ method: 'POST', url: '/api/login/', payload, remoteAddress: uniqueIp() });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ error: string; fields: Record<string, string> }>();
      expect(body.fields[field]).toBe(message);
      expect(body.error).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/admin-login/', () => {
  it('signs an administrator in', async () => {
    const admin = await createAdmin(t, { firstName: 'Liza', lastName: 'Mendoza' });
    const response = await login(admin.email, admin.password, uniqueIp(), '/api/admin-login/');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginBody>()).toMatchObject({
      userId: admin.id,
      user_type: 'Admin',
      username: 'Liza Mendoza',
      has_profile: false,
    });
  });

  it('refuses job seekers and employers with the administrators-only message and no token', async () => {
    for (const user of [await createEmployee(t), await createEmployer(t)]) {
      const response = await login(user.email, user.password, uniqueIp(), '/api/admin-login/');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Access denied. This login is for administrators only.',
        code: 'admin_only',
      });
    }
  });

  it('answers a wrong password with 401 like the ordinary sign-in', async () => {
    const admin = await createAdmin(t);
    const response = await login(admin.email, WRONG_PASSWORD, uniqueIp(), '/api/admin-login/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password.' });
  });
});

describe('sign-in limits', () => {
  it('answers the 11th sign-in from one address within a minute with 429, Retry-After and a message', async () => {
    const address = uniqueIp();
    const seeker = await createEmployee(t);
    for (let i = 0; i < 10; i += 1) {
      const response = await login(seeker.email, seeker.password, address);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(200);
    }
    const eleventh = await login(seeker.email, seeker.password, address);
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(eleventh.json<ErrorBody>().error).toMatch(
      /^Too many requests\. Please wait (\d+ seconds?|1 minute) and try again\.$/u,
    );

    // Another address is not affected.
    expect((await login(seeker.email, seeker.password)).statusCode).toBe(200);
  });

  it('counts the admin sign-in against the same kind of per-address limit', async () => {
    const address = uniqueIp();
    const admin = await createAdmin(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(admin.email, admin.password, address, '/api/admin-login/')).statusCode).toBe(200);
    }
    const response = await login(admin.email, admin.password, address, '/api/admin-login/');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('locks an account for 10 minutes after 10 wrong passwords from different addresses', async () => {
    const seeker = await createEmployee(t);
    for (let i = 0; i < 9; i += 1) {
      expect((await login(seeker.email, WRONG_PASSWORD)).statusCode, `wrong password ${i + 1}`).toBe(401);
    }
    const tenth = await login(seeker.email, WRONG_PASSWORD);
    expect(tenth.statusCode).toBe(429);

    const locked = await login(seeker.email, seeker.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(locked.json<ErrorBody>().error).toBe(
      'Too many failed sign-in attempts. For your security this account is locked; try again in 10 minutes or reset your password.',
    );

    t.clock.advance(LOCK_MS / 2);
    const stillLocked = await login(seeker.email, seeker.password);
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers['retry-after'])).toBeLessThanOrEqual(300);

    t.clock.advance(LOCK_MS / 2 + 1000);
    const unlocked = await login(seeker.email, seeker.password);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json<LoginBody>().userId).toBe(seeker.id);
  });

  it('starts counting from zero again after a successful sign-in', async () => {
    const seeker = await createEmployee(t);
    for (let i = 0; i < 9; i += 1) await login(seeker.email, WRONG_PASSWORD);
    expect((await login(seeker.email, seeker.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await login(seeker.email, WRONG_PASSWORD)).statusCode, `wrong password ${i + 1}`).toBe(401);
    }
    expect((await login(seeker.email, seeker.password)).statusCode).toBe(200);
  });

  it('locks only the account under attack, not others', async () => {
    const target = await createEmployee(t);
    const bystander = await createEmployee(t);
    for (let i = 0; i < 10; i += 1) await login(target.email, WRONG_PASSWORD);
    expect((await login(target.email, target.password)).statusCode).toBe(429);
    expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('does not lock anything for wrong passwords against an unknown e-mail', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 11; i += 1) {
      expect((await login(email, WRONG_PASSWORD)).statusCode).toBe(401);
    }
    expect(await userRow(t, email)).toBeUndefined();
  });
});
