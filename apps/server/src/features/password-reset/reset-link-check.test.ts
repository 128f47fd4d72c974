import { afterEach, describe, expect, it } from 'vitest';
import { createEmployee, createEmployer, uniqueIp } from '../../../test/factories.js';
import { appForThisFile } from '../../../test/test-app.js';
import {
  HOUR,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_USED,
  requestLink,
  reset,
  type ErrorBody,
} from '../../../test/support/password-reset.js';
import { timeTravel } from '../../../test/support/time-travel.js';

const t = await appForThisFile();

const travel = timeTravel(() => t);
afterEach(async () => {
  await t.jobs.drain({ includeDelayed: true });
});

/** GET /api/reset-password/{uid}/{token}/ from its own address unless one is given. */
function check(link: { uid: number | string; token: string }, remoteAddress = uniqueIp()) {
  return t.request({ method: 'GET', url: `/api/reset-password/${link.uid}/${link.token}/`, remoteAddress });
}

describe('GET /api/reset-password/{uid}/{token}/ (the link check)', () => {
  it('says a fresh link is valid, without signing in, and does not use it up', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    const first = await check(link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'valid', message: null });
    expect((await check(link)).json()).toEqual({ status: 'valid', message: null });
    expect((await reset(t, link)).statusCode).toBe(200);
  });

  it('says a used link is used, in the words of the reset', async () => {
    const user = await createEmployee(t);
    const link = await requestLink(t, user.email);
    expect((await reset(t, link)).statusCode).toBe(200);
    expect((await check(link)).json()).toEqual({ status: 'used', message: LINK_USED });
  });

  it('says a link older than one hour is expired', async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    travel(HOUR + 1000);
    expect((await check(link)).json()).toEqual({ status: 'expired', message: LINK_EXPIRED });
  });

  it("answers an unknown token and another account's token alike: invalid; a mangled link is a 400", async () => {
    const owner = await createEmployer(t);
    const other = await createEmployee(t);
    const link = await requestLink(t, owner.email);
    const invalid = { status: 'invalid', message: LINK_INVALID };
    expect((await check({ uid: owner.id, token: 'z'.repeat(43) })).json()).toEqual(invalid);
    expect((await check({ uid: other.id, token: link.token })).json()).toEqual(invalid);
    for (const mangled of [
      { uid: 'abc', token: link.token },
      { uid: owner.id, token: 'not*a*token' },
    ]) {
      const response = await check(mangled);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error).toBe(LINK_INVALID);
    }
    // The owner's link still works.
    expect((await check(link)).json()).toEqual({ status: 'valid', message: null });
  });

  it("never shows the account's e-mail or name", async () => {
    const user = await createEmployer(t);
    const link = await requestLink(t, user.email);
    const body = (await check(link)).body;
    expect(body).not.toContain(user.email);
    expect(Object.keys((await check(link)).json<Record<string, unknown>>()).sort()).toEqual(['message', 'status']);
  });

  it('answers the 61st check from one address within 15 minutes with 429 and Retry-After', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 60; i += 1) {
      expect((await check({ uid: 1, token: `guess${i}${'x'.repeat(38)}` }, address)).statusCode).toBe(200);
    }
    const response = await check({ uid: 1, token: 'y'.repeat(43) }, address);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json<ErrorBody>().error).toMatch(/^Too many requests\. Please wait/u);
  });
});
