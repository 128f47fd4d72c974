import type { RetrieveCardResponse } from '@kakayahan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwdCards } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, uniqueIp, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cardForm, jpegWithGps } from '../../../test/support/card-images.js';

let t: TestApp;
let admin: TestUser;
let seeker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  seeker = await createEmployee(t, { approved: false });
  const uploaded = await t.request({
    method: 'POST',
    url: '/api/upload-pwd-card/',
    ...cardForm(await jpegWithGps(), { user: String(seeker.id) }),
    remoteAddress: uniqueIp(),
  });
  expect(uploaded.statusCode).toBe(201);
});
afterAll(() => t.close());

const retrieve = (userId: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/retrieve-card/${userId}/`, ...(token ? { token } : {}) });

async function signedPath(userId = seeker.id): Promise<RetrieveCardResponse> {
  const response = await retrieve(userId, admin.token);
  expect(response.statusCode).toBe(200);
  return response.json<RetrieveCardResponse>();
}

const BAD_LINK = 'This link to the card image has expired or is not valid. Please open the card again.';

describe('GET /api/retrieve-card/{userId}/', () => {
  it('answers 401 without a token and 403 for a job seeker (even their own card) or an employer', async () => {
    expect((await retrieve(seeker.id)).statusCode).toBe(401);
    const employer = await createEmployer(t);
    for (const token of [seeker.token, employer.token]) {
      const response = await retrieve(seeker.id, token);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
  });

  it('answers 404 with the spec message when the person has no card', async () => {
    const other = await createEmployee(t, { approved: false });
    const response = await retrieve(other.id, admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No PWD card image available' });
  });

  it('gives an admin a signed path that expires in 5 minutes', async () => {
    const before = t.clock.now().getTime();
    const body = await signedPath();
    const after = t.clock.now().getTime();
    expect(body.image).toMatch(
      new RegExp(`^/api/pwd-card-image/${seeker.id}/\\?expires=\\d+&signature=[\\w-]{43}$`, 'u'),
    );
    const expiresAt = new Date(body.expires_at).getTime();
    expect(expiresAt).toBeGreaterThan(before + 4 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 5 * 60_000);
    expect(Number(new URL(body.image, 'http://x').searchParams.get('expires')) * 1000).toBe(expiresAt);
  });
});

describe('GET /api/pwd-card-image/{userId}/', () => {
  it('serves the stored bytes privately, with the right headers', async () => {
    const { image } = await signedPath();
    const response = await t.request({ method: 'GET', url: image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline');
    const [row] = await t.db.select().from(pwdCards).where(eq(pwdCards.userId, seeker.id));
    expect(response.rawPayload.equals((await t.files.get(row?.storageKey ?? '')) ?? Buffer.alloc(0))).toBe(true);
  });

  it('works until the expiry and not after it', async () => {
    const { image } = await signedPath();
    try {
      t.clock.advance(4 * 60_000 + 30_000);
      expect((await t.request({ method: 'GET', url: image })).statusCode).toBe(200);
      t.clock.advance(31_000);
      const expired = await t.request({ method: 'GET', url: image });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: BAD_LINK });
    } finally {
      t.clock.advance(-(5 * 60_000 + 1_000));
    }
  });

  it('refuses a tampered signature or expiry, another user id, and a missing signature', async () => {
    const { image } = await signedPath();
    const url = new URL(image, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    // The first character (the last one holds two padding bits that decoding ignores).
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const other = await createEmployee(t, { approved: false });
    const attempts = [
      `/api/pwd-card-image/${seeker.id}/?expires=${expires}&signature=${flipped}`,
      `/api/pwd-card-image/${seeker.id}/?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/pwd-card-image/${other.id}/?expires=${expires}&signature=${signature}`,
      `/api/pwd-card-image/${seeker.id}/?expires=${expires}`,
      `/api/pwd-card-image/${seeker.id}/`,
    ];
    for (const attempt of attempts) {
      const response = await t.request({ method: 'GET', url: attempt });
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json()).toEqual({ error: BAD_LINK });
    }
  });

  it('is not reachable by guessing: the private folder is not served as static files', async () => {
    const [row] = await t.db.select().from(pwdCards).where(eq(pwdCards.userId, seeker.id));
    for (const url of [`/${row?.storageKey ?? ''}`, `/private/${row?.storageKey ?? ''}`]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers['content-type'] ?? '').not.toMatch(/^image\//u);
    }
  });
});
