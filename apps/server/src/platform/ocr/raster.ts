import type { RgbImage } from './ocr-engine.js';

interface Taps {
  /** First source index per output index. */
  start: Int32Array;
  /** Number of taps per output index. */
  count: Int32Array;
  /** Weights, `maxTaps` per output index. */
  weights: Float32Array;
  maxTaps: number;
}

/**
 * Triangle-filter taps for one axis. When shrinking, the filter widens with the scale so every source
 * pixel contributes (no aliasing of thin strokes); when enlarging it is plain linear interpolation.
 */
function linearTaps(source: number, target: number): Taps {
  const scale = source / target;
  const support = Math.max(1, scale);
  const maxTaps = Math.ceil(support) * 2 + 1;
  const start = new Int32Array(target);
  const count = new Int32Array(target);
  const weights = new Float32Array(target * maxTaps);
  for (let i = 0; i < target; i += 1) {
    const centre = (i + 0.5) * scale - 0.5;
    const first = Math.max(0, Math.ceil(centre - support));
    const last = Math.min(source - 1, Math.floor(centre + support));
    let total = 0;
    let n = 0;
    for (let j = first; j <= last && n < maxTaps; j += 1) {
      const w = Math.max(0, 1 - Math.abs(j - centre) / support);
      weights[i * maxTaps + n] = w;
      total += w;
      n += 1;
    }
    // The support is at least one pixel wide, so at least one tap has weight and total > 0.
    for (let k = 0; k < n; k += 1) weights[i * maxTaps + k] = (weights[i * maxTaps + k] ?? 0) / total;
    start[i] = first;
    count[i] = n;
  }
  return { start, count, weights, maxTaps };
}

/** Resizes an RGB image to exactly width × height (separable linear filter). */
export function resizeRgb(image: RgbImage, width: number, height: number): RgbImage {
  if (image.width === width && image.height === height) return image;
  const xTaps = linearTaps(image.width, width);
  const yTaps = linearTaps(image.height, height);
  const src = image.data;
  // Horizontal pass into floats, then vertical pass into bytes.
  const mid = new Float32Array(width * image.height * 3);
  for (let y = 0; y < image.height; y += 1) {
    const row = y * image.width * 3;
    for (let x = 0; x < width; x += 1) {
      const s = xTaps.start[x] ?? 0;
      const n = xTaps.count[x] ?? 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < n; k += 1) {
        const w = xTaps.weights[x * xTaps.maxTaps + k] ?? 0;
        const p = row + (s + k) * 3;
        r += (src[p] ?? 0) * w;
        g += (src[p + 1] ?? 0) * w;
        b += (src[p + 2] ?? 0) * w;
      }
      const o = (y * width + x) * 3;
      mid[o] = r;
      mid[o + 1] = g;
      mid[o + 2] = b;
    }
  }
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const s = yTaps.start[y] ?? 0;
    const n = yTaps.count[y] ?? 0;
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < n; k += 1) {
        const w = yTaps.weights[y * yTaps.maxTaps + k] ?? 0;
        const p = ((s + k) * width + x) * 3;
        r += (mid[p] ?? 0) * w;
        g += (mid[p + 1] ?? 0) * w;
        b += (mid[p + 2] ?? 0) * w;
      }
      const o = (y * width + x) * 3;
      // Positive weights summing to 1 keep the values in 0–255; +0.5 rounds instead of truncating.
      out[o] = r + 0.5;
      out[o + 1] = g + 0.5;
      out[o + 2] = b + 0.5;
    }
  }
  return { data: out, width, height };
}

/** A copy of the rectangle at (x, y) of size width × height, clamped to the image; with its actual offset. */
export function cropRgb(
  image: RgbImage,
  x: number,
  y: number,
  width: number,
  height: number,
): { image: RgbImage; left: number; top: number } {
  const left = Math.max(0, Math.min(image.width - 1, Math.floor(x)));
  const top = Math.max(0, Math.min(image.height - 1, Math.floor(y)));
  const w = Math.max(1, Math.min(image.width - left, Math.ceil(width)));
  const h = Math.max(1, Math.min(image.height - top, Math.ceil(height)));
  const out = new Uint8Array(w * h * 3);
  for (let row = 0; row < h; row += 1) {
    const start = ((top + row) * image.width + left) * 3;
    out.set(image.data.subarray(start, start + w * 3), row * w * 3);
  }
  return { image: { data: out, width: w, height: h }, left, top };
}
