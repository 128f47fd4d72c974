import { GRAYSCALE_THRESHOLD } from '@kakayahan/contracts';

/**
 * The longest side, in pixels, a card photo is scaled down to before anything else happens. A phone
 * camera takes 12 MP (4000 × 3000) photos; at 1600 px the ID number of a card that fills most of the
 * frame is still some 40 px tall (plenty for text recognition), while the pixel work and the bytes sent
 * over a slow mobile connection shrink sixfold. See docs/decisions/011-card-reading-in-the-browser.md.
 */
export const CARD_IMAGE_MAX_SIDE = 1600;

/** Luma weights of document 1 §5 (ITU-R BT.601). */
const RED_WEIGHT = 0.299;
const GREEN_WEIGHT = 0.587;
const BLUE_WEIGHT = 0.114;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image of `width` × `height` is drawn at so that neither side exceeds `maxSide`, keeping
 * its proportions. Smaller images keep their size (scaling up adds no detail, only bytes).
 */
export function fitWithin(width: number, height: number, maxSide = CARD_IMAGE_MAX_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The grayscale value (0–255) of every pixel of canvas RGBA data: 0.299 R + 0.587 G + 0.114 B.
 * Alpha is ignored; camera photos are opaque.
 */
export function grayscaleValues(rgba: Uint8ClampedArray): Float32Array {
  const gray = new Float32Array(Math.floor(rgba.length / 4));
  for (let pixel = 0, offset = 0; pixel < gray.length; pixel += 1, offset += 4) {
    gray[pixel] =
      RED_WEIGHT * (rgba[offset] ?? 0) + GREEN_WEIGHT * (rgba[offset + 1] ?? 0) + BLUE_WEIGHT * (rgba[offset + 2] ?? 0);
  }
  return gray;
}

/**
 * The sharpness measure of document 1 §5: the (population) variance of the differences between
 * neighbouring pixels' grayscale values. The neighbours are each pixel's right-hand neighbour
 * (value(x + 1, y) − value(x, y)) and the one below it (value(x, y + 1) − value(x, y)); both sets of
 * differences go into one variance. A flat or smoothly shaded image scores 0; crisp, high-contrast
 * edges (printed text) score high. `gray` holds `width` × `height` values, row by row.
 */
export function sharpnessMeasure(gray: ArrayLike<number>, width: number, height: number): number {
  let count = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const value = gray[row + x] ?? 0;
      if (x + 1 < width) {
        const difference = (gray[row + x + 1] ?? 0) - value;
        count += 1;
        sum += difference;
        sumOfSquares += difference * difference;
      }
      if (y + 1 < height) {
        const difference = (gray[row + width + x] ?? 0) - value;
        count += 1;
        sum += difference;
        sumOfSquares += difference * difference;
      }
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  // Rounding errors can leave a tiny negative number for a flat image.
  return Math.max(0, sumOfSquares / count - mean * mean);
}

/** Document 1 §5: a photo whose sharpness measure is below the threshold (140) is sent in grayscale. */
export function shouldConvertToGrayscale(measure: number, threshold = GRAYSCALE_THRESHOLD): boolean {
  return measure < threshold;
}

/** A grayscale copy of canvas RGBA data (each colour channel set to the pixel's gray value, alpha kept). */
export function toGrayscale(
  rgba: Uint8ClampedArray,
  gray: ArrayLike<number> = grayscaleValues(rgba),
): Uint8ClampedArray {
  const result = new Uint8ClampedArray(rgba.length);
  for (let pixel = 0, offset = 0; offset + 3 < rgba.length; pixel += 1, offset += 4) {
    const value = gray[pixel] ?? 0;
    result[offset] = value;
    result[offset + 1] = value;
    result[offset + 2] = value;
    result[offset + 3] = rgba[offset + 3] ?? 255;
  }
  return result;
}
