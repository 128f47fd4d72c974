import type { OcrResponse } from '@kakayahan/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/factories.js';
import { createTestApp, FakeOcrEngine, multipartForm, type TestApp } from '../../../test/test-app.js';
import {
  cardForm,
  hugePixelPng,
  jpegWithGps,
  oversizedBytes,
  pngImage,
  textFile,
} from '../../../test/support/card-images.js';

let t: TestApp;
const ocr = new FakeOcrEngine();
beforeAll(async () => {
  t = await createTestApp({}, { ocr });
});
afterAll(() => t.close());
beforeEach(() => {
  ocr.mode = 'text';
  ocr.text = '';
});

const CARD_TEXT = [
  'REPUBLIC OF THE PHILIPPINES',
  'PERSONS WITH DISABILITY',
  'JUAN DELA CRUZ',
  'TYPE OF DISABILITY: VISUAL DISABILITY',
  'ID NO. 13-7401-000-0123456',
].join('\n');

const read = (form: { payload: Buffer | string; headers: Record<string, string> }, remoteAddress = uniqueIp()) =>
  t.request({ method: 'POST', url: '/api/ocr/', ...form, remoteAddress });

describe('POST /api/ocr/', () => {
  it('reads the card with the engine and answers the text and the fields parsed from it', async () => {
    ocr.text = CARD_TEXT;
    const readsBefore = ocr.reads.length;
    const response = await read(cardForm(await pngImage(), {}, 'card.png'));
    expect(response.statusCode).toBe(200);
    const body = response.json<OcrResponse>();
    expect(body.text).toBe(CARD_TEXT);
    expect(Object.keys(body).sort()).toEqual(['disability', 'id_number', 'text']);
    // The engine got the decoded pixels of the photo: 3 bytes per pixel.
    const image = ocr.reads.at(-1);
    expect(ocr.reads.length).toBe(readsBefore + 1);
    expect(image).toMatchObject({ width: 480, height: 300 });
    expect(image?.data.length).toBe(480 * 300 * 3);
  });

  it('parses the disability and the ID number (once the card parsers are in place)', async () => {
    ocr.text = CARD_TEXT;
    const response = await read(cardForm(await jpegWithGps()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: CARD_TEXT,
      disability: 'Visual Disability',
      id_number: '1374010000123456',
    });
  });

  it('answers 503 with Retry-After when the reader is busy', async () => {
    ocr.mode = 'busy';
    const response = await read(cardForm(await pngImage()));
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      error: 'The card reader is busy right now. Please try again in a moment, or type the details below.',
    });
  });

  it('answers 503 with the "enter manually" message when the engine fails', async () => {
    ocr.mode = 'fail';
    const response = await read(cardForm(await pngImage()));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'There was an issue processing your image. Please enter your credentials manually below to continue.',
    });
  });

  it('refuses a text file named card.png with 415 without asking the engine', async () => {
    const readsBefore = ocr.reads.length;
    const response = await read(cardForm(textFile(), {}, 'card.png'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'This file is not an image. Please upload a photo of your PWD ID card (JPEG or PNG).',
    });
    expect(ocr.reads.length).toBe(readsBefore);
  });

  it('refuses a file over 10 MB and an image over 40 megapixels with 413', async () => {
    const bytes = await read(cardForm(oversizedBytes()));
    expect(bytes.statusCode).toBe(413);
    expect(bytes.json()).toEqual({ error: 'The image is larger than 10 MB. Please choose a smaller photo.' });

    const pixels = await read(cardForm(await hugePixelPng(), {}, 'card.png'));
    expect(pixels.statusCode).toBe(413);
    expect(pixels.json<{ error: string }>().error).toMatch(/more than 40 megapixels/u);
  });

  it('answers 400 when no image is sent, or the file is in another field', async () => {
    for (const form of [
      cardForm(null, { note: 'no image here' }),
      multipartForm([{ name: 'photo', value: textFile(), filename: 'card.png' }]),
    ]) {
      const response = await read(form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please choose an image of your PWD ID card.' });
    }
  });

  it('answers 415 with a clear message for a body that is not a form', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/api/ocr/',
      payload: { image: 'x' },
      remoteAddress: uniqueIp(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ error: string }>().error).toMatch(/multipart\/form-data/u);
    const empty = await t.request({ method: 'POST', url: '/api/ocr/', remoteAddress: uniqueIp() });
    expect(empty.statusCode).toBe(415);
  });

  it('allows 60 readings per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const remoteAddress = uniqueIp();
    const form = cardForm(textFile(), {}, 'card.png');
    for (let i = 0; i < 60; i += 1) {
      expect((await read(form, remoteAddress)).statusCode).toBe(415);
    }
    const limited = await read(form, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('OpenAPI', () => {
  it('documents both uploads as multipart forms', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Doc = { paths: Record<string, { post?: { requestBody?: { content: Record<string, unknown> } } }> };
    const doc = response.json<Doc>();
    for (const path of ['/api/ocr/', '/api/upload-pwd-card/']) {
      expect(Object.keys(doc.paths[path]?.post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    }
    expect(doc.paths).toHaveProperty(['/api/retrieve-card/{userId}/']);
    expect(doc.paths).toHaveProperty(['/api/pwd-card-image/{userId}/']);
  });
});
