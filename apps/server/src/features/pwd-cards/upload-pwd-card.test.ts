import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pwdCards } from '../../db/schema.js';
import { createAdmin, createEmployee, createEmployer, uniqueIp } from '../../../test/factories.js';
import { storedFileNames } from '../../../test/support/stored-file-keys.js';
import { appForThisFile, multipartForm } from '../../../test/test-app.js';
import {
  cardForm,
  hugePixelPng,
  jpegWithGps,
  oversizedBytes,
  pngImage,
  textFile,
} from '../../../test/support/card-images.js';

const t = await appForThisFile();

const NOT_ALLOWED = 'A card can only be uploaded right after signing up.';

const upload = (form: { payload: Buffer; headers: Record<string, string> }) =>
  t.request({ method: 'POST', url: '/api/upload-pwd-card/', ...form, remoteAddress: uniqueIp() });

const pendingSeeker = () => createEmployee(t, { approved: false });

async function cardRow(userId: number) {
  const [row] = await t.db.select().from(pwdCards).where(eq(pwdCards.userId, userId));
  return row;
}

const storedCardFiles = () => storedFileNames(t, 'cards');

describe('POST /api/upload-pwd-card/ — storing the card', () => {
  it('stores a new job seeker’s photo re-encoded as WebP without EXIF or GPS, and answers 201', async () => {
    const seeker = await pendingSeeker();
    const original = await jpegWithGps();
    // The test photo really carries the position, so the check below can fail.
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('KakayahanTestCam');

    const response = await upload(cardForm(original, { user: String(seeker.id) }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringContaining('received') as string });

    const row = await cardRow(seeker.id);
    expect(row).toMatchObject({ contentType: 'image/webp', width: 480, height: 300 });
    expect(row?.storageKey).toMatch(new RegExp(`^cards/${seeker.id}-[0-9a-f-]{36}\\.webp$`, 'u'));
    const stored = await t.files.get(row?.storageKey ?? '');
    expect(stored).not.toBeNull();
    expect(stored?.length).toBe(row?.byteSize);
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored?.toString('latin1')).not.toContain('KakayahanTestCam');
  });

  it('reads the user field after the file too, and scales a large photo down to 2000 px', async () => {
    const seeker = await pendingSeeker();
    const form = multipartForm([
      { name: 'image', value: await pngImage(3000, 1500), filename: 'card.png', contentType: 'image/png' },
      { name: 'user', value: String(seeker.id) },
    ]);
    expect((await upload(form)).statusCode).toBe(201);
    expect(await cardRow(seeker.id)).toMatchObject({ width: 2000, height: 1000 });
  });

  it('refuses a second upload with 409 and keeps the first card', async () => {
    const seeker = await pendingSeeker();
    expect((await upload(cardForm(await pngImage(), { user: String(seeker.id) }))).statusCode).toBe(201);
    const first = await cardRow(seeker.id);

    const again = await upload(cardForm(await jpegWithGps(), { user: String(seeker.id) }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'A PWD ID card was already uploaded for this account.' });
    expect(await cardRow(seeker.id)).toEqual(first);
  });

  it('lets only one of two simultaneous uploads win, and leaves no orphaned file behind', async () => {
    const seeker = await pendingSeeker();
    const before = await storedCardFiles();
    const image = await pngImage();
    const answers = await Promise.all([
      upload(cardForm(image, { user: String(seeker.id) })),
      upload(cardForm(image, { user: String(seeker.id) })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = await storedCardFiles();
    const mine = after.filter((name) => !before.includes(name));
    expect(mine).toEqual([(await cardRow(seeker.id))?.storageKey.replace('cards/', '')]);
  });
});

describe('POST /api/upload-pwd-card/ — who may upload', () => {
  it('refuses an approved job seeker, an employer, an admin and an unknown id with one and the same 403', async () => {
    const subjects = [
      (await createEmployee(t, { approved: true })).id,
      (await createEmployer(t)).id,
      (await createAdmin(t)).id,
      2_000_000_000,
    ];
    for (const id of subjects) {
      const response = await upload(cardForm(await pngImage(), { user: String(id) }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: NOT_ALLOWED });
      expect(await cardRow(id)).toBeUndefined();
    }
  });

  it('answers 400 when the user field is missing or not an id', async () => {
    const cases: Record<string, string>[] = [{}, { user: 'abc' }, { user: '-3' }, { user: '' }];
    for (const fields of cases) {
      const response = await upload(cardForm(await pngImage(), fields));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(
        'Please send the id of the new account in the field "user".',
      );
    }
  });

  it('accepts an upload 29 minutes after sign-up and refuses one after 30 minutes', async () => {
    const early = await pendingSeeker();
    const late = await pendingSeeker();
    try {
      t.clock.advance(29 * 60_000);
      expect((await upload(cardForm(await pngImage(), { user: String(early.id) }))).statusCode).toBe(201);
      t.clock.advance(2 * 60_000);
      const response = await upload(cardForm(await pngImage(), { user: String(late.id) }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: NOT_ALLOWED });
    } finally {
      // Users created later in this file get created_at from the real clock.
      t.clock.advance(-31 * 60_000);
    }
  });
});

describe('POST /api/upload-pwd-card/ — rate limit', () => {
  it('allows 30 uploads per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const remoteAddress = uniqueIp();
    const form = cardForm(textFile(), { user: '2000000000' });
    for (let i = 0; i < 30; i += 1) {
      const response = await t.request({ method: 'POST', url: '/api/upload-pwd-card/', ...form, remoteAddress });
      expect(response.statusCode).toBe(403);
    }
    const limited = await t.request({ method: 'POST', url: '/api/upload-pwd-card/', ...form, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/upload-pwd-card/ — what is accepted', () => {
  it('refuses a text file named card.png with 415, whatever its declared type', async () => {
    const seeker = await pendingSeeker();
    const response = await upload(cardForm(textFile(), { user: String(seeker.id) }, 'card.png'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'This file is not an image. Please upload a photo of your PWD ID card (JPEG or PNG).',
    });
    expect(await cardRow(seeker.id)).toBeUndefined();
  });

  it('refuses a file over 10 MB with 413', async () => {
    const seeker = await pendingSeeker();
    const response = await upload(cardForm(oversizedBytes(), { user: String(seeker.id) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The image is larger than 10 MB. Please choose a smaller photo.' });
  });

  it('refuses an image of more than 40 megapixels with 413', async () => {
    const seeker = await pendingSeeker();
    const response = await upload(cardForm(await hugePixelPng(), { user: String(seeker.id) }, 'card.png'));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toMatch(/more than 40 megapixels/u);
  });

  it('refuses a truncated photo with 400 and stores nothing', async () => {
    const seeker = await pendingSeeker();
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
      .composite([{ input: await pngImage(200, 100), left: 50, top: 50 }])
      .jpeg()
      .toBuffer();
    const response = await upload(
      cardForm(whole.subarray(0, Math.floor(whole.length / 2)), { user: String(seeker.id) }),
    );
    expect(response.statusCode).toBe(400);
    expect(await cardRow(seeker.id)).toBeUndefined();
  });

  it('answers 400 without an image and 415 for a body that is not a form', async () => {
    const seeker = await pendingSeeker();
    const missing = await upload(cardForm(null, { user: String(seeker.id) }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please choose an image of your PWD ID card.' });

    const json = await t.request({
      method: 'POST',
      url: '/api/upload-pwd-card/',
      payload: { user: seeker.id, image: 'aGVsbG8=' },
      remoteAddress: uniqueIp(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ error: string }>().error).toMatch(/multipart\/form-data/u);

    const raw = await t.request({
      method: 'POST',
      url: '/api/upload-pwd-card/',
      payload: await pngImage(),
      headers: { 'content-type': 'image/png' },
      remoteAddress: uniqueIp(),
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json<{ error: string }>().error).toMatch(/multipart\/form-data/u);
  });

  it('answers 400 for two files and for a malformed form', async () => {
    const seeker = await pendingSeeker();
    const image = await pngImage();
    const twoFiles = await upload(
      multipartForm([
        { name: 'user', value: String(seeker.id) },
        { name: 'image', value: image, filename: 'a.png' },
        { name: 'image', value: image, filename: 'b.png' },
      ]),
    );
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ error: 'Please send one image only.' });

    const malformed = await t.request({
      method: 'POST',
      url: '/api/upload-pwd-card/',
      payload: 'no boundary here',
      headers: { 'content-type': 'multipart/form-data' },
      remoteAddress: uniqueIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await cardRow(seeker.id)).toBeUndefined();
  });
});
