import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_PIXELS } from '@kakayahan/contracts';
import sharp from 'sharp';
import { badRequest, HttpError } from '../errors.js';

/** The formats an upload may be in. Decided from the bytes, never from the file name or the client's type. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the first bytes say; 'heic' is recognised only to answer with a helpful message. */
export type SniffedFormat = ImageFormat | 'heic';

const HEIF_AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image format the bytes start with, or null when they are not one we accept (or HEIC). */
export function sniffImageFormat(bytes: Buffer): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  // ISO base media file: [size]["ftyp"][major brand]…
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (HEIF_AVIF_BRANDS.has(brand)) return 'avif';
    if (HEIF_HEVC_BRANDS.has(brand)) return 'heic';
  }
  return null;
}

export interface ValidatedImage {
  format: ImageFormat;
  /** As displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export interface ValidateImageOptions {
  /** The 415 message for a file that is not an accepted image (each upload names what it wants). */
  notImageMessage?: string;
  maxPixels?: number;
}

/**
 * Checks that the bytes are a JPEG, PNG, WebP or AVIF image (by their signature and their header, read
 * by sharp without decoding pixels) of at most `maxPixels`. Answers 415 for anything else (HEIC with its
 * own message: this build of libvips cannot decode HEVC), 413 for too many pixels, 400 for a broken header.
 */
export async function validateImage(bytes: Buffer, options: ValidateImageOptions = {}): Promise<ValidatedImage> {
  const notImage = options.notImageMessage ?? IMAGE_MESSAGES.notImage;
  const maxPixels = options.maxPixels ?? IMAGE_UPLOAD_MAX_PIXELS;
  const sniffed = sniffImageFormat(bytes);
  if (sniffed === null) throw new HttpError(415, notImage);

  let metadata: sharp.Metadata;
  try {
    // The header only; the pixel limit is checked below so it gets its own message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw sniffed === 'heic' ? new HttpError(415, IMAGE_MESSAGES.heic) : badRequest(IMAGE_MESSAGES.unreadable);
  }
  if (sniffed === 'heic' || sniffed === 'avif') {
    // Some AVIF files carry a generic HEIF brand; only AV1 inside HEIF decodes here, HEVC (iPhone HEIC) does not.
    if (metadata.format === 'heif' && metadata.compression === 'av1') return checked('avif', metadata, maxPixels);
    throw new HttpError(415, IMAGE_MESSAGES.heic);
  }
  // The header must agree with the signature (sharp names jpeg, png and webp as we do).
  if (metadata.format !== sniffed) throw new HttpError(415, notImage);
  return checked(sniffed, metadata, maxPixels);
}

function checked(format: ImageFormat, metadata: sharp.Metadata, maxPixels: number): ValidatedImage {
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(IMAGE_MESSAGES.unreadable);
  if (width * height > maxPixels) throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels);
  const isRotated = (metadata.orientation ?? 1) >= 5;
  return { format, width: isRotated ? height : width, height: isRotated ? width : height };
}
