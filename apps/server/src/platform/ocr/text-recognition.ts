import type { InferenceSession } from 'onnxruntime-node';
import { Tensor } from 'onnxruntime-node';
import type { Point, Quad } from './geometry.js';
import type { RgbImage } from './ocr-engine.js';

export interface RecognitionOptions {
  /** Line images are scaled to this height (the model's). */
  height: number;
  /** Narrowest batch input, as in PaddleOCR (320 at height 48). */
  minWidth: number;
  /** Longer lines are squeezed to this width. */
  maxWidth: number;
  /** Most lines per model run. */
  batchSize: number;
  /** A line joins a batch only if at most this many times wider than the batch's narrowest. */
  maxPadding: number;
}

export const defaultRecognitionOptions: RecognitionOptions = {
  height: 48,
  minWidth: 320,
  maxWidth: 2400,
  batchSize: 8,
  maxPadding: 1.3,
};

/** The CTC alphabet: class 0 is the blank, class i is `chars[i - 1]`. */
export interface Charset {
  chars: readonly string[];
  /** Classes the decoder may pick (others are ignored); undefined allows every class. */
  allowed?: Uint8Array;
}

/** A decoded line: text and the mean probability of its characters. */
export interface DecodedLine {
  text: string;
  confidence: number;
}

/**
 * Greedy CTC decoding of one line: the best class per time step, repeats collapsed, blanks dropped.
 * `probs` holds `steps × classes` probabilities starting at `offset`.
 */
export function ctcDecode(
  probs: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  charset: Charset,
): DecodedLine {
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  const allowed = charset.allowed;
  for (let t = 0; t < steps; t += 1) {
    const base = offset + t * classes;
    let best = 0;
    let bestProb = -1;
    for (let c = 0; c < classes; c += 1) {
      if (allowed && allowed[c] === 0) continue;
      const p = probs[base + c] ?? 0;
      if (p > bestProb) {
        bestProb = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += charset.chars[best - 1] ?? '';
      sum += bestProb;
      kept += 1;
    }
    previous = best;
  }
  return { text, confidence: kept === 0 ? 0 : sum / kept };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The ways to read a box: its corners turned so the text runs left to right. A box much taller than
 * wide is a line turned on its side, which may read either way up, so both quarter turns are tried.
 */
function readingQuads(quad: Quad): { quad: Quad; width: number; height: number }[] {
  const [tl, tr, br, bl] = quad;
  const width = Math.max(distance(tl, tr), distance(bl, br));
  const height = Math.max(distance(tl, bl), distance(tr, br));
  if (height < 1.5 * width) return [{ quad, width, height }];
  return [
    { quad: [tr, br, bl, tl], width: height, height: width },
    { quad: [bl, tl, tr, br], width: height, height: width },
  ];
}

/**
 * Samples the box out of the image straight into the recogniser's tensor (BGR, scaled to −1…1),
 * `targetWidth × height` pixels at column offset 0 of a `batchWidth`-wide slot. Several samples per
 * pixel when the box is larger than the target, so thin strokes are averaged rather than skipped.
 */
function sampleLine(
  image: RgbImage,
  quad: Quad,
  sourceSize: { width: number; height: number },
  target: Float32Array,
  slot: number,
  targetWidth: number,
  height: number,
  batchWidth: number,
): void {
  const [tl, tr, br, bl] = quad;
  const plane = height * batchWidth;
  const base = slot * 3 * plane;
  const sub = Math.min(4, Math.max(1, Math.ceil(Math.max(sourceSize.width / targetWidth, sourceSize.height / height))));
  const { data, width: w, height: h } = image;
  const rgb = [0, 0, 0];
  // Adds the bilinear-interpolated colour at (x, y) to rgb.
  const addPixel = (x: number, y: number): void => {
    const cx = x < 0 ? 0 : x > w - 1 ? w - 1 : x;
    const cy = y < 0 ? 0 : y > h - 1 ? h - 1 : y;
    const x0 = Math.floor(cx);
    const y0 = Math.floor(cy);
    const fx = cx - x0;
    const fy = cy - y0;
    const i00 = (y0 * w + x0) * 3;
    const i01 = (y0 * w + Math.min(w - 1, x0 + 1)) * 3;
    const i10 = (Math.min(h - 1, y0 + 1) * w + x0) * 3;
    const i11 = (Math.min(h - 1, y0 + 1) * w + Math.min(w - 1, x0 + 1)) * 3;
    const w00 = (1 - fx) * (1 - fy);
    const w01 = fx * (1 - fy);
    const w10 = (1 - fx) * fy;
    const w11 = fx * fy;
    for (let c = 0; c < 3; c += 1) {
      rgb[c] =
        (rgb[c] ?? 0) +
        (data[i00 + c] ?? 0) * w00 +
        (data[i01 + c] ?? 0) * w01 +
        (data[i10 + c] ?? 0) * w10 +
        (data[i11 + c] ?? 0) * w11;
    }
  };
  const samples = sub * sub;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < targetWidth; x += 1) {
      rgb[0] = 0;
      rgb[1] = 0;
      rgb[2] = 0;
      for (let sy = 0; sy < sub; sy += 1) {
        const v = (y + (sy + 0.5) / sub) / height;
        for (let sx = 0; sx < sub; sx += 1) {
          const u = (x + (sx + 0.5) / sub) / targetWidth;
          // Bilinear map of the unit square onto the box (the boxes are near-rectangles).
          const topX = tl.x + (tr.x - tl.x) * u;
          const topY = tl.y + (tr.y - tl.y) * u;
          const bottomX = bl.x + (br.x - bl.x) * u;
          const bottomY = bl.y + (br.y - bl.y) * u;
          const px = topX + (bottomX - topX) * v - 0.5;
          const py = topY + (bottomY - topY) * v - 0.5;
          addPixel(px, py);
        }
      }
      const o = base + y * batchWidth + x;
      target[o] = (rgb[2] ?? 0) / samples / 127.5 - 1;
      target[o + plane] = (rgb[1] ?? 0) / samples / 127.5 - 1;
      target[o + 2 * plane] = (rgb[0] ?? 0) / samples / 127.5 - 1;
    }
  }
}

/** Reads the text of each box (same order as `quads`). */
export async function recognizeLines(
  session: InferenceSession,
  image: RgbImage,
  quads: readonly Quad[],
  charset: Charset,
  options: RecognitionOptions = defaultRecognitionOptions,
): Promise<DecodedLine[]> {
  const lines = quads.flatMap((quad, box) =>
    readingQuads(quad).map((turned) => {
      const ratio = turned.width / Math.max(1, turned.height);
      const width = Math.max(8, Math.min(options.maxWidth, Math.ceil(options.height * ratio)));
      return { ...turned, box, targetWidth: width };
    }),
  );
  // Similar widths share a batch (sorted, and a batch closes once a line is much wider than its
  // first), so little of each batch is padding: the model's cost grows with the padded width.
  const order = lines
    .map((_, index) => index)
    .sort((a, b) => (lines[a]?.targetWidth ?? 0) - (lines[b]?.targetWidth ?? 0));
  const batches: number[][] = [];
  for (const index of order) {
    const batch = batches[batches.length - 1];
    const first = batch?.[0];
    const firstWidth = Math.max(options.minWidth, first === undefined ? 0 : (lines[first]?.targetWidth ?? 0));
    const width = lines[index]?.targetWidth ?? 0;
    if (batch && batch.length < options.batchSize && width <= firstWidth * options.maxPadding) batch.push(index);
    else batches.push([index]);
  }
  const results: DecodedLine[] = quads.map(() => ({ text: '', confidence: 0 }));
  const inputName = session.inputNames[0] ?? 'x';
  const outputName = session.outputNames[0] ?? '';
  for (const batch of batches) {
    const widest = Math.max(...batch.map((index) => lines[index]?.targetWidth ?? 0));
    const batchWidth = Math.max(options.minWidth, Math.ceil(widest / 8) * 8);
    // Zero after normalisation is mid grey, PaddleOCR's padding.
    const tensor = new Float32Array(batch.length * 3 * options.height * batchWidth);
    batch.forEach((index, slot) => {
      const line = lines[index];
      if (!line) return;
      sampleLine(image, line.quad, line, tensor, slot, line.targetWidth, options.height, batchWidth);
    });
    const input = new Tensor('float32', tensor, [batch.length, 3, options.height, batchWidth]);
    const outputs = await session.run({ [inputName]: input });
    const output = outputs[outputName];
    if (!output) throw new Error('The text recogniser returned no output.');
    const [, steps = 0, classes = 0] = output.dims;
    const probs = output.data as Float32Array;
    batch.forEach((index, slot) => {
      const box = lines[index]?.box ?? 0;
      const decoded = ctcDecode(probs, slot * steps * classes, steps, classes, charset);
      // Of the two readings of a turned line, the more confident one is the right way up.
      if (decoded.confidence > (results[box]?.confidence ?? 0)) results[box] = decoded;
    });
  }
  return results;
}
