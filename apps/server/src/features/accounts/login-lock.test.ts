import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema-sign-in.js';
import { createAdmin, createEmployee, uniqueIp, type TestUser } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import { HttpError } from '../../platform/errors.js';
import { requestLink, reset } from '../../../test/support/password-reset.js';
import { login } from './accounts.service.js';
import { LOGIN_FAILURE_MEMORY_MS, LOGIN_LOCK_MS } from './login-lock.js';

// Decision 004, amended: failures count per account and client address. These tests call the sign-in
// service with the address the route passes (`request.ip`), on the real database.

const t = await appForThisFile();

const WRONG = 'Not-The-Password-99!';
const LOCKED_MESSAGE =
  'Too many failed sign-in attempts. For your security this account is locked; try again in 10 minutes or reset your password.';

/** Signs in through the service from an address; answers the status the route would send (200 on success). */
async function signInFrom(user: TestUser, address: string, password = user.password, adminOnly = false) {
  try {
    await login(
      { db: t.db, now: t.clock.now },
      { email: user.email, password },
      {
        userAgent: 'vitest',
        adminOnly,
        clientAddress: address,
      },
    );
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      status: error.statusCode,
      message: error.message,
      retryAfter: Number(error.extra.headers?.['retry-after']),
    };
  }
}

async function failTimes(user: TestUser, address: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push((await signInFrom(user, address, WRONG)).status);
  return answers;
}

describe('locking per account and address', () => {
  it('locks the attacking address out of the admin, while the admin signs in from another address', async () => {
    const admin = await createAdmin(t);
    const attacker = uniqueIp();
    expect(await failTimes(admin, attacker, 9)).toEqual(Array<number>(9).fill(401));
    expect(await signInFrom(admin, attacker, WRONG, true)).toEqual({
      status: 429,
      message: LOCKED_MESSAGE,
      retryAfter: LOGIN_LOCK_MS / 1000,
    });
    // Even the right password does not get through from that address now.
    expect((await signInFrom(admin, attacker, admin.password, true)).status).toBe(429);

    // The owner, from their own address, is not locked out, and signing in does not unlock the attacker.
    expect(await signInFrom(admin, uniqueIp(), admin.password, true)).toEqual({ status: 200 });
    expect((await signInFrom(admin, attacker, admin.password, true)).status).toBe(429);
  });

  it('lets the locked address try again after ten minutes, counting from zero', async () => {
    const seeker = await createEmployee(t);
    const address = uniqueIp();
    await failTimes(seeker, address, 10);
    t.clock.advance(LOGIN_LOCK_MS / 2);
    const waiting = await signInFrom(seeker, address);
    expect(waiting.status).toBe(429);
    expect(waiting.retryAfter).toBeLessThanOrEqual(LOGIN_LOCK_MS / 2000);

    t.clock.advance(LOGIN_LOCK_MS / 2 + 1000);
    expect(await failTimes(seeker, address, 9)).toEqual(Array<number>(9).fill(401));
    expect(await signInFrom(seeker, address)).toEqual({ status: 200 });
  });

  it('still locks the whole account when ten different addresses guess, as before', async () => {
    const seeker = await createEmployee(t);
    for (let i = 0; i < 9; i += 1) expect((await signInFrom(seeker, uniqueIp(), WRONG)).status).toBe(401);
    expect((await signInFrom(seeker, uniqueIp(), WRONG)).status).toBe(429);
    expect(await signInFrom(seeker, uniqueIp())).toMatchObject({ status: 429, message: LOCKED_MESSAGE });
  });

  it('forgets failures after a day, and forgets them at a successful sign-in', async () => {
    const seeker = await createEmployee(t);
    const address = uniqueIp();
    await failTimes(seeker, address, 9);
    t.clock.advance(LOGIN_FAILURE_MEMORY_MS + 1000);
    expect(await failTimes(seeker, address, 9)).toEqual(Array<number>(9).fill(401));
    expect(await signInFrom(seeker, address)).toEqual({ status: 200 });
    expect(await failTimes(seeker, address, 9)).toEqual(Array<number>(9).fill(401));
    expect(await signInFrom(seeker, address)).toEqual({ status: 200 });
  });

  it('lifts the address locks when the owner resets the password', async () => {
    const seeker = await createEmployee(t);
    const address = uniqueIp();
    await failTimes(seeker, address, 10);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.userId, seeker.id))).toHaveLength(1);

    const link = await requestLink(t, seeker.email);
    expect((await reset(t, link, { new_password: 'Bagong-Password-2026!' })).statusCode).toBe(200);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.userId, seeker.id))).toEqual([]);
    expect(await signInFrom(seeker, address, 'Bagong-Password-2026!')).toEqual({ status: 200 });
  });
});

describe('through the API', () => {
  it('the route passes the client address: an attacker locks only their own address out of the admin', async () => {
    const admin = await createAdmin(t);
    const attacker = uniqueIp();
    const attempt = (remoteAddress: string, password: string) =>
      t.request({
        method: 'POST',
        url: '/api/admin-login/',
        remoteAddress,
        payload: { email: admin.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(attacker, WRONG)).statusCode);
    expect(statuses).toEqual([...Array<number>(9).fill(401), 429]);
    const fromOwner = await attempt(uniqueIp(), admin.password);
    expect(fromOwner.statusCode, fromOwner.body).toBe(200);
  });
});
