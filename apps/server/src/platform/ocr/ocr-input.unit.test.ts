import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OCR_MAX_SIDE, prepareOcrInput } from './ocr-input.js';

/** A solid-colour image of the given size, encoded with sharp. */
function solid(width: number, height: number, channels: 1 | 3 | 4 = 3) {
  const background = channels === 4 ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 200, g: 40, b: 40 };
  return sharp({ create: { width, height, channels: channels === 1 ? 3 : channels, background } });
}

describe('prepareOcrInput', () => {
  it('turns the pixels upright by the EXIF orientation', async () => {
    // Stored 40 × 20 with "turn 90° clockwise to view": the reader must see 20 × 40.
    const jpeg = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const image = await prepareOcrInput(jpeg);
    expect([image.width, image.height]).toEqual([20, 40]);
    expect(image.data.length).toBe(20 * 40 * 3);
  });

  it('shrinks a large photo so its longer side is the limit, keeping the aspect ratio', async () => {
    const jpeg = await solid(4000, 3000).jpeg({ quality: 50 }).toBuffer();
    const image = await prepareOcrInput(jpeg);
    expect(image.width).toBe(OCR_MAX_SIDE);
    expect(image.height).toBe(OCR_MAX_SIDE * 0.75);
    expect(image.data.length).toBe(image.width * image.height * 3);
  });

  it('leaves a small image at its size', async () => {
    const image = await prepareOcrInput(await solid(300, 200).png().toBuffer());
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it('gives three channels for grey and transparent images (transparency on white)', async () => {
    const grey = await solid(10, 10).greyscale().toColourspace('b-w').png().toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect((await prepareOcrInput(grey)).data.length).toBe(10 * 10 * 3);
    const clear = await prepareOcrInput(await solid(10, 10, 4).png().toBuffer());
    expect(Array.from(clear.data.slice(0, 3))).toEqual([255, 255, 255]);
  });

  it('rejects bytes that are not an image with an Error', async () => {
    await expect(prepareOcrInput(Buffer.from('definitely not a picture'))).rejects.toThrow(/could not be decoded/u);
    const png = await solid(50, 50).png().toBuffer();
    await expect(prepareOcrInput(png.subarray(0, 60))).rejects.toBeInstanceOf(Error);
  });
});
