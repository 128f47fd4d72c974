import { IMAGE_UPLOAD_MAX_BYTES } from '@kakayahan/contracts';
import sharp from 'sharp';
import { multipartForm, type FormPart } from '../test-app.js';

/** Test images made on the fly (no binary fixtures in the repository). */

const base = (width = 480, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });

/** A card-sized JPEG carrying EXIF with a camera make and a GPS position (a phone photo). */
export function jpegWithGps(): Promise<Buffer> {
  return base()
    .jpeg()
    .withExif({
      IFD0: { Make: 'KakayahanTestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 0/1 0/1' },
    })
    .toBuffer();
}

export const pngImage = (width = 480, height = 300): Promise<Buffer> => base(width, height).png().toBuffer();

/** 8000 × 6000 = 48 megapixels, but only a few hundred kilobytes (one flat colour compresses well). */
export const hugePixelPng = (): Promise<Buffer> =>
  sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Just over the byte limit, starting like a JPEG. */
export const oversizedBytes = (): Buffer => {
  const bytes = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1024, 0x41);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

export const textFile = (): Buffer => Buffer.from('This is not a picture of a card, just some text.\n');

/** The multipart body of a card upload: the image (named like a phone would) and optional text fields. */
export function cardForm(image: Buffer | null, fields: Record<string, string> = {}, filename = 'card.jpg') {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (image) parts.push({ name: 'image', value: image, filename, contentType: 'image/jpeg' });
  return multipartForm(parts);
}
