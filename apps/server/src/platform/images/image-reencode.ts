import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_PIXELS } from '@kakayahan/contracts';
import sharp from 'sharp';
import { badRequest } from '../errors.js';

export interface ReencodeOptions {
  /** The longest side of the result in pixels; smaller images are not enlarged. */
  maxSide: number;
  /** 'webp' (default) for photos; 'jpeg' where a consumer cannot show WebP. */
  format?: 'webp' | 'jpeg';
  /** 1–100; the default keeps small print (an ID number) legible. */
  quality?: number;
}

export interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image and writes a fresh one: turned upright by its EXIF orientation, scaled to fit
 * `maxSide`, converted to sRGB, with ALL metadata dropped (EXIF, GPS position, camera, XMP, ICC, comments)
 * because sharp keeps none unless asked. Only the first frame of an animation is kept. Call
 * `validateImage` first; a file that fails to decode here (a truncated photo) answers 400.
 */
export async function reencodeImage(bytes: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  const format = options.format ?? 'webp';
  const quality = options.quality ?? 82;
  const pipeline = sharp(bytes, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? pipeline.webp({ quality, effort: 4 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
}
