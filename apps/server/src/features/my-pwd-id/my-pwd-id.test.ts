import { MY_PWD_ID_MESSAGES, PWD_CARD_MESSAGES, type MyPwdId } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pwdCards, sessions, users } from '../../db/schema.js';
import { hashPassword } from '../../platform/passwords.js';
import { createEmployee, STRONG_PASSWORD, uniqueEmail, uniqueIp, type TestUser } from '../../../test/factories.js';
import { appForThisFile, FakeOcrEngine } from '../../../test/test-app.js';
import { cardForm, jpegWithGps, pngImage, textFile } from '../../../test/support/card-images.js';

// My PWD ID (issue 14): a job seeker waiting for approval signs in to their own registration, sees it,
// corrects it, sends a clearer card or withdraws it; after approval it is read-only.

const ocr = new FakeOcrEngine();
const t = await appForThisFile({}, { ocr });

const HOUR = 3_600_000;

/** A pending job seeker signed in through the real sign-in (the pending session issue 14 opens). */
async function pendingSignedIn(options: { firstName?: string; lastName?: string } = {}): Promise<TestUser> {
  const seeker = await createEmployee(t, { approved: false, ...options });
  const response = await t.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email: seeker.email, password: seeker.password },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...seeker, token: response.json<{ token: string }>().token };
}

const get = (token: string) => t.request({ method: 'GET', url: '/api/my-pwd-id/', token });
const patch = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: '/api/my-pwd-id/', token, payload, remoteAddress: uniqueIp() });
const replaceCard = (token: string, image: Buffer, remoteAddress = uniqueIp()) =>
  t.request({ method: 'POST', url: '/api/my-pwd-id/card/', token, ...cardForm(image), remoteAddress });
const withdraw = (token: string) =>
  t.request({ method: 'DELETE', url: '/api/my-pwd-id/', token, remoteAddress: uniqueIp() });

async function uploadAfterSignup(seeker: TestUser): Promise<void> {
  const response = await t.request({
    method: 'POST',
    url: '/api/upload-pwd-card/',
    ...cardForm(await pngImage(), { user: String(seeker.id) }),
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
}

const cardRow = async (userId: number) => (await t.db.select().from(pwdCards).where(eq(pwdCards.userId, userId)))[0];

/** An approved job seeker registered `hours` before their approval (both in the past). */
async function approvedAfter(hours: number): Promise<void> {
  const approvedAt = new Date(t.clock.now().getTime() - HOUR);
  await t.db.insert(users).values({
    email: uniqueEmail('approved'),
    passwordHash: await hashPassword(STRONG_PASSWORD),
    userType: 'Employee',
    firstName: 'Waited',
    lastName: `${hours} Hours`,
    disability: 'Visual Disability',
    idNumber: '1374010000123456',
    emailVerifiedAt: approvedAt,
    isApproved: true,
    createdAt: new Date(approvedAt.getTime() - hours * HOUR),
    approvedAt,
  });
}

// First in the file: the usual wait is measured over every approval in this file's database.
describe('the usual waiting time', () => {
  it('is null until five job seekers were approved, then the median hours to approval', async () => {
    const seeker = await pendingSignedIn();
    for (const hours of [10, 20, 30, 40]) await approvedAfter(hours);
    expect((await get(seeker.token)).json<MyPwdId>().usual_wait_hours).toBeNull();
    await approvedAfter(50);
    expect((await get(seeker.token)).json<MyPwdId>().usual_wait_hours).toBe(30);
    await approvedAfter(5);
    expect((await get(seeker.token)).json<MyPwdId>().usual_wait_hours).toBe(25);
  });
});

describe('GET /api/my-pwd-id/', () => {
  it('shows a pending job seeker what they sent, with no card yet', async () => {
    const seeker = await pendingSignedIn();
    const response = await get(seeker.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MyPwdId>();
    expect(body).toMatchObject({
      status: 'pending_approval',
      ID_no: '1374010000123456',
      id_number_formatted: '13-7401-000-0123456',
      user_disability: 'Visual Disability',
      email: seeker.email,
      email_verified: true,
      approved_at: null,
      card: null,
    });
    expect(Number.isNaN(Date.parse(body.registered_at))).toBe(false);
  });

  it('gives the card on file as a signed path that serves the image', async () => {
    const seeker = await pendingSignedIn();
    await uploadAfterSignup(seeker);
    const { card } = (await get(seeker.token)).json<MyPwdId>();
    expect(card?.image).toMatch(new RegExp(`^/api/pwd-card-image/${seeker.id}/\\?expires=\\d+&signature=`, 'u'));
    expect(card?.uploaded_at).toBe((await cardRow(seeker.id))?.createdAt.toISOString());
    const image = await t.request({ method: 'GET', url: card?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('shows an approved job seeker their registration, read-only', async () => {
    const seeker = await createEmployee(t);
    const body = (await get(seeker.token)).json<MyPwdId>();
    expect(body.status).toBe('approved');
    expect(body.approved_at).not.toBeNull();
  });
});

describe('PATCH /api/my-pwd-id/', () => {
  it('corrects the ID number and the disability type while pending', async () => {
    const seeker = await pendingSignedIn();
    const response = await patch(seeker.token, { ID_number: '13-7604-000-0012345' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MyPwdId>()).toMatchObject({
      ID_no: '1376040000012345',
      id_number_formatted: '13-7604-000-0012345',
      user_disability: 'Visual Disability',
    });
    const both = await patch(seeker.token, { ID_number: '042103065209', user_disability: 'Learning Disability' });
    expect(both.json<MyPwdId>()).toMatchObject({
      ID_no: '042103065209',
      id_number_formatted: null,
      user_disability: 'Learning Disability',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, seeker.id));
    expect(row).toMatchObject({ idNumber: '042103065209', disability: 'Learning Disability', isApproved: false });
  });

  it('answers 400 with a message when there is nothing to change or a value is not valid', async () => {
    const seeker = await pendingSignedIn();
    const nothing = await patch(seeker.token, { first_name: 'Not Changeable Here' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ error: string }>().error).toBe(MY_PWD_ID_MESSAGES.nothingToChange);
    // An empty JSON body counts as none (http-body.ts).
    expect((await patch(seeker.token, {})).statusCode).toBe(400);
    for (const payload of [{ ID_number: 'abc' }, { user_disability: 'Not a category' }]) {
      const response = await patch(seeker.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^[A-Z]/u);
    }
    expect((await get(seeker.token)).json<MyPwdId>().ID_no).toBe('1374010000123456');
  });

  it('refuses a change once approved with 409, changing nothing', async () => {
    const seeker = await createEmployee(t);
    const response = await patch(seeker.token, { user_disability: 'Learning Disability' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MY_PWD_ID_MESSAGES.alreadyApproved });
    const [row] = await t.db.select().from(users).where(eq(users.id, seeker.id));
    expect(row?.disability).toBe('Visual Disability');
  });
});

describe('POST /api/my-pwd-id/card/', () => {
  it('replaces the card while pending, removes the old file, and reads the new one', async () => {
    const seeker = await pendingSignedIn({ firstName: 'Juan', lastName: 'Dela Cruz' });
    await uploadAfterSignup(seeker);
    ocr.text = 'Name: PEDRO REYES\nID No. 13-7401-000-0123456';
    await t.jobs.drain();
    const old = await cardRow(seeker.id);
    expect(old?.readName).toBe('PEDRO REYES');

    ocr.text = 'Name: JUAN DELA CRUZ\nID No. 13-7401-000-0123456';
    t.clock.advance(60_000);
    const response = await replaceCard(seeker.token, await jpegWithGps());
    t.clock.advance(-60_000);
    expect(response.statusCode, response.body).toBe(200);
    const fresh = await cardRow(seeker.id);
    expect(fresh?.storageKey).not.toBe(old?.storageKey);
    // What was read from the old photo is forgotten until the new one is read.
    expect(fresh).toMatchObject({ readName: null, readIdNumber: null, readAt: null });
    expect(await t.files.get(old?.storageKey ?? '')).toBeNull();
    expect(await t.files.get(fresh?.storageKey ?? '')).not.toBeNull();
    expect(response.json<MyPwdId>().card?.uploaded_at).toBe(fresh?.createdAt.toISOString());
    expect(fresh?.createdAt.getTime()).toBeGreaterThan(old?.createdAt.getTime() ?? Infinity);

    await t.jobs.drain();
    expect((await cardRow(seeker.id))?.readName).toBe('JUAN DELA CRUZ');
  });

  it('stores a first card for a pending job seeker who had none', async () => {
    const seeker = await pendingSignedIn();
    const response = await replaceCard(seeker.token, await pngImage());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MyPwdId>().card).not.toBeNull();
  });

  it('refuses what the sign-up upload refuses, with the same messages, and keeps the old card', async () => {
    const seeker = await pendingSignedIn();
    await uploadAfterSignup(seeker);
    const before = await cardRow(seeker.id);
    const response = await replaceCard(seeker.token, textFile());
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: PWD_CARD_MESSAGES.notImage });
    const missing = await t.request({
      method: 'POST',
      url: '/api/my-pwd-id/card/',
      token: seeker.token,
      ...cardForm(null),
      remoteAddress: uniqueIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: PWD_CARD_MESSAGES.missingImage });
    expect(await cardRow(seeker.id)).toEqual(before);
  });

  it('refuses a new card once approved with 409, storing nothing', async () => {
    const seeker = await createEmployee(t);
    const response = await replaceCard(seeker.token, await pngImage());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MY_PWD_ID_MESSAGES.alreadyApproved });
    expect(await cardRow(seeker.id)).toBeUndefined();
  });

  it('allows 30 photos per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const seeker = await createEmployee(t);
    const remoteAddress = uniqueIp();
    const image = textFile();
    for (let i = 0; i < 30; i += 1)
      expect((await replaceCard(seeker.token, image, remoteAddress)).statusCode).toBe(409);
    const limited = await replaceCard(seeker.token, image, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('DELETE /api/my-pwd-id/', () => {
  it('withdraws a pending registration: the account, its sessions and its card photo are gone', async () => {
    const seeker = await pendingSignedIn();
    await uploadAfterSignup(seeker);
    const key = (await cardRow(seeker.id))?.storageKey ?? '';
    const response = await withdraw(seeker.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MY_PWD_ID_MESSAGES.withdrawn });
    expect(await t.db.select().from(users).where(eq(users.id, seeker.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, seeker.id))).toEqual([]);
    expect(await cardRow(seeker.id)).toBeUndefined();
    expect(await t.files.get(key)).toBeNull();
    expect((await get(seeker.token)).statusCode).toBe(401);
    // The e-mail is free again: the person may sign up anew.
    const again = await t.request({
      method: 'POST',
      url: '/api/signup/',
      payload: {
        first_name: 'Test',
        last_name: 'Again',
        email: seeker.email,
        password: STRONG_PASSWORD,
        user_type: 'Employee',
        user_disability: 'Visual Disability',
        ID_number: '1374010000123456',
      },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to withdraw an approved registration with 409, deleting nothing', async () => {
    const seeker = await createEmployee(t);
    const response = await withdraw(seeker.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MY_PWD_ID_MESSAGES.alreadyApproved });
    expect(await t.db.select().from(users).where(eq(users.id, seeker.id))).toHaveLength(1);
  });
});
