import sharp from 'sharp';
import type { RgbImage } from './ocr-engine.js';

/**
 * Longest side handed to the reader. Phone photos are 12 MP or more; the bench found no accuracy
 * lost at this size (the card's smallest useful text stays above ~12 px) while detection and line
 * sampling get much cheaper (docs/decisions/010-ocr-engine.md).
 */
export const OCR_MAX_SIDE = 1600;

/** Decoding stops beyond this many pixels (a 12 MP photo is well inside). */
const MAX_INPUT_PIXELS = 80_000_000;

/**
 * Decodes an uploaded image for the reader: turned upright by its EXIF orientation, shrunk so the
 * longer side is at most `maxSide`, transparency flattened onto white, as raw RGB. Rejects with an
 * Error (never throws synchronously) when the bytes are not a decodable image.
 */
export async function prepareOcrInput(bytes: Buffer, maxSide: number = OCR_MAX_SIDE): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The image could not be decoded: ${reason}`, { cause: error });
  }
}
