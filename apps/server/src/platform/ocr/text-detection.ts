import type { InferenceSession } from 'onnxruntime-node';
import { Tensor } from 'onnxruntime-node';
import { minAreaRect, rectCorners, unclipRect, type Point, type Quad, type RotatedRect } from './geometry.js';
import type { RgbImage } from './ocr-engine.js';
import { resizeRgb } from './raster.js';

/** DB (differentiable binarisation) settings; the defaults are PaddleOCR's for PP-OCRv4. */
export interface DetectionOptions {
  /** The longer side of the detector's input, before rounding to a multiple of 32. */
  limitSide: number;
  /** A probability above this marks a text pixel. */
  binaryThreshold: number;
  /** A region whose mean probability is below this is dropped. */
  boxThreshold: number;
  /** How far a region is grown back out (the detector predicts shrunk text). */
  unclipRatio: number;
  /** Regions with a shorter side (in map pixels) are noise. */
  minSize: number;
  /** At most this many regions per image. */
  maxCandidates: number;
}

export const defaultDetectionOptions: DetectionOptions = {
  limitSide: 960,
  binaryThreshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 2,
  minSize: 3,
  maxCandidates: 1000,
};

// PaddleOCR feeds BGR images (OpenCV) normalised with the ImageNet statistics in that channel order.
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/** The detector input size: the longer side scaled to `limitSide`, both sides multiples of 32. */
export function detectionSize(width: number, height: number, limitSide: number): { width: number; height: number } {
  const ratio = limitSide / Math.max(width, height);
  const round32 = (side: number): number => Math.max(32, Math.round((side * ratio) / 32) * 32);
  return { width: round32(width), height: round32(height) };
}

/** The image as the detector's NCHW float tensor data (BGR, normalised). */
export function detectionTensor(image: RgbImage): Float32Array {
  const plane = image.width * image.height;
  const out = new Float32Array(plane * 3);
  const src = image.data;
  for (let i = 0; i < plane; i += 1) {
    const r = (src[i * 3] ?? 0) / 255;
    const g = (src[i * 3 + 1] ?? 0) / 255;
    const b = (src[i * 3 + 2] ?? 0) / 255;
    out[i] = (b - MEAN[0]) / STD[0];
    out[plane + i] = (g - MEAN[1]) / STD[1];
    out[2 * plane + i] = (r - MEAN[2]) / STD[2];
  }
  return out;
}

/** Mean probability inside a rotated rectangle (PaddleOCR's box score), in map pixels. */
function rectScore(prob: Float32Array, width: number, height: number, rect: RotatedRect): number {
  const corners = rectCorners(rect);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const cos = Math.cos(rect.angle);
  const sin = Math.sin(rect.angle);
  // Half a pixel of slack so a one-pixel-high rectangle still covers its own row.
  const hw = rect.width / 2 + 0.5;
  const hh = rect.height / 2 + 0.5;
  let sum = 0;
  let count = 0;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const dx = x - rect.cx;
      const dy = y - rect.cy;
      if (Math.abs(dx * cos + dy * sin) <= hw && Math.abs(-dx * sin + dy * cos) <= hh) {
        sum += prob[y * width + x] ?? 0;
        count += 1;
      }
    }
  }
  return count === 0 ? 0 : sum / count;
}

/**
 * Text regions in a probability map: threshold, 8-connected components, the smallest rectangle around
 * each, drop weak or tiny ones, grow them back by the unclip distance. Rectangles are in map pixels.
 */
export function boxesFromProbabilityMap(
  prob: Float32Array,
  width: number,
  height: number,
  options: DetectionOptions = defaultDetectionOptions,
): RotatedRect[] {
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: RotatedRect[] = [];
  let components = 0;
  for (let start = 0; start < width * height; start += 1) {
    if (labels[start] !== 0 || (prob[start] ?? 0) <= options.binaryThreshold) continue;
    components += 1;
    if (components > options.maxCandidates) break;
    // Flood fill; `stack` doubles as the list of the component's pixels (indices 0..end).
    let end = 0;
    let next = 0;
    stack[end++] = start;
    labels[start] = components;
    let minY = height;
    let maxY = -1;
    while (next < end) {
      const p = stack[next++] ?? 0;
      const px = p % width;
      const py = (p - px) / width;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = py + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = px + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (labels[q] !== 0 || (prob[q] ?? 0) <= options.binaryThreshold) continue;
          labels[q] = components;
          stack[end++] = q;
        }
      }
    }
    if (maxY - minY + 1 < options.minSize) continue;
    // The hull of each row's two extreme pixels is the hull of the whole component.
    const rows = maxY - minY + 1;
    const rowMin = new Int32Array(rows).fill(width);
    const rowMax = new Int32Array(rows).fill(-1);
    for (let i = 0; i < end; i += 1) {
      const p = stack[i] ?? 0;
      const px = p % width;
      const row = (p - px) / width - minY;
      if (px < (rowMin[row] ?? width)) rowMin[row] = px;
      if (px > (rowMax[row] ?? -1)) rowMax[row] = px;
    }
    const points: Point[] = [];
    for (let row = 0; row < rows; row += 1) {
      const lo = rowMin[row] ?? 0;
      const hi = rowMax[row] ?? 0;
      points.push({ x: lo, y: row + minY });
      if (hi !== lo) points.push({ x: hi, y: row + minY });
    }
    const rect = minAreaRect(points);
    if (Math.min(rect.width, rect.height) < options.minSize) continue;
    if (rectScore(prob, width, height, rect) < options.boxThreshold) continue;
    const grown = unclipRect(rect, options.unclipRatio);
    if (Math.min(grown.width, grown.height) < options.minSize + 2) continue;
    boxes.push(grown);
  }
  return boxes;
}

/** A text box found by the detector: its corners and its rotated rectangle, in image pixels. */
export interface DetectedText {
  quad: Quad;
  rect: RotatedRect;
}

/** Runs the detector on an image and returns the text boxes in image pixels. */
export async function detectText(
  session: InferenceSession,
  image: RgbImage,
  options: DetectionOptions = defaultDetectionOptions,
): Promise<DetectedText[]> {
  const size = detectionSize(image.width, image.height, options.limitSide);
  const resized = resizeRgb(image, size.width, size.height);
  const input = new Tensor('float32', detectionTensor(resized), [1, 3, size.height, size.width]);
  const outputs = await session.run({ [session.inputNames[0] ?? 'x']: input });
  const output = outputs[session.outputNames[0] ?? ''];
  if (!output) throw new Error('The text detector returned no output.');
  const prob = output.data as Float32Array;
  const sx = image.width / size.width;
  const sy = image.height / size.height;
  return boxesFromProbabilityMap(prob, size.width, size.height, options).map((rect) => {
    const quad = rectCorners(rect).map((p) => ({ x: p.x * sx, y: p.y * sy })) as Quad;
    return {
      quad,
      rect: { ...rect, cx: rect.cx * sx, cy: rect.cy * sy, width: rect.width * sx, height: rect.height * sy },
    };
  });
}
