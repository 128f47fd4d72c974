import { IMAGE_MESSAGES } from '@kakayahan/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from './image-reencode.js';
import { sniffImageFormat, validateImage } from './image-validation.js';

const canvas = (width = 64, height = 32) => sharp({ create: { width, height, channels: 3, background: '#336699' } });

async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error('expected a rejection');
}

describe('sniffImageFormat', () => {
  it('names JPEG, PNG, WebP and AVIF by their bytes', async () => {
    expect(sniffImageFormat(await canvas().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await canvas().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await canvas().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await canvas().avif().toBuffer())).toBe('avif');
  });

  it('recognises HEIC and refuses GIF, SVG, PDF, text and short input', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(sniffImageFormat(heic)).toBe('heic');
    expect(sniffImageFormat(await canvas().gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('hello'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('validateImage', () => {
  it('accepts the four formats and reports the upright size', async () => {
    expect(await validateImage(await canvas().png().toBuffer())).toEqual({ format: 'png', width: 64, height: 32 });
    expect((await validateImage(await canvas().avif().toBuffer())).format).toBe('avif');
    // Orientation 6 (a phone held upright): the stored pixels are 64 × 32, the picture 32 × 64.
    const rotated = await canvas().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await validateImage(rotated)).toEqual({ format: 'jpeg', width: 32, height: 64 });
  });

  it('answers 415 for a non-image (with the caller’s message), 415 for HEIC, 400 for a broken header', async () => {
    expect(await rejection(validateImage(Buffer.from('plain text'), { notImageMessage: 'No card.' }))).toMatchObject({
      statusCode: 415,
      message: 'No card.',
    });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(await rejection(validateImage(heic))).toMatchObject({ statusCode: 415, message: IMAGE_MESSAGES.heic });
    const png = await canvas().png().toBuffer();
    expect(await rejection(validateImage(png.subarray(0, 20)))).toMatchObject({ statusCode: 400 });
  });

  it('answers 413 above the pixel limit', async () => {
    const png = await canvas(100, 100).png().toBuffer();
    expect(await rejection(validateImage(png, { maxPixels: 9_999 }))).toMatchObject({
      statusCode: 413,
      message: IMAGE_MESSAGES.tooManyPixels,
    });
    expect((await validateImage(png, { maxPixels: 10_000 })).width).toBe(100);
  });
});

describe('reencodeImage', () => {
  it('turns the picture upright, fits it in maxSide and drops every piece of metadata', async () => {
    const photo = await canvas(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const result = await reencodeImage(photo, { maxSide: 100 });
    expect(result).toMatchObject({ contentType: 'image/webp', width: 50, height: 100 });
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 50, height: 100 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('can write JPEG on white and never enlarges', async () => {
    const result = await reencodeImage(await canvas(40, 20).png().toBuffer(), { maxSide: 2000, format: 'jpeg' });
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 20 });
    expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
  });

  it('answers 400 for a photo that breaks off halfway', async () => {
    const whole = await canvas(800, 600).jpeg({ quality: 95 }).toBuffer();
    expect(
      await rejection(reencodeImage(whole.subarray(0, Math.floor(whole.length / 2)), { maxSide: 100 })),
    ).toMatchObject({
      statusCode: 400,
    });
  });
});
