import { InferenceSession } from 'onnxruntime-node';
import type { Quad, RotatedRect } from './geometry.js';
import type { OcrLine, OcrResult, RgbImage } from './ocr-engine.js';
import {
  defaultModelChoice,
  detectionModelPath,
  loadCharset,
  recognitionModelPath,
  type OcrModelChoice,
} from './ocr-models.js';
import { cropRgb } from './raster.js';
import { defaultDetectionOptions, detectText, type DetectedText, type DetectionOptions } from './text-detection.js';
import { defaultRecognitionOptions, recognizeLines, type RecognitionOptions } from './text-recognition.js';

export interface OcrPipelineOptions {
  models?: Partial<OcrModelChoice>;
  detection?: Partial<DetectionOptions>;
  recognition?: Partial<RecognitionOptions>;
  /** Restrict the decoder to characters a Philippine card can carry (no CJK look-alikes). */
  cardCharactersOnly?: boolean;
  /** Lines read with a lower mean confidence are dropped (PaddleOCR's drop_score). */
  minConfidence?: number;
  /** onnxruntime intra-op threads per model. */
  threads?: number;
  /**
   * onnxruntime's memory arena: every input size (each photo and line width differs) grows it, to
   * hundreds of MB per worker; without it the memory is returned after each run.
   */
  memoryArena?: boolean;
  /** Let onnxruntime's idle threads spin (faster on an idle machine, wasteful on a busy server). */
  allowSpinning?: boolean;
  /**
   * When all the text found fits in this share of the photo's longer side, detect again on that
   * region alone (a card photographed from afar has text too small for the first pass). 0 turns it off.
   */
  zoomBelow?: number;
}

/** Detection + recognition in the calling thread. The pool runs one per worker. */
export interface OcrPipeline {
  read(image: RgbImage): Promise<OcrResult>;
}

interface PlacedLine extends OcrLine {
  rect: RotatedRect;
}

/** The typical slant of the text (median angle of the wider boxes), so rows survive a tilted photo. */
function textAngle(rects: readonly RotatedRect[]): number {
  const angles = rects
    .filter((rect) => rect.width > 2 * rect.height)
    .map((rect) => rect.angle)
    .sort((a, b) => a - b);
  return angles[Math.floor(angles.length / 2)] ?? 0;
}

/**
 * Puts the boxes in reading order and joins them: after undoing the slant, a box joins the row of the
 * box before it when their vertical extents overlap by half the smaller height; a row is read left to
 * right and joined with a space, rows are joined with "\n". A line turned on its side (a vertical
 * side-strip label) is a row of its own, so it never splices itself into the rows it crosses.
 */
export function arrangeLines(placed: readonly PlacedLine[]): OcrResult {
  const angle = textAngle(placed.map((line) => line.rect));
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const items = placed.map((line) => {
    const isVertical = line.rect.height >= 1.5 * line.rect.width;
    const y = line.rect.cx * sin + line.rect.cy * cos;
    // A vertical line is placed by where it starts (its top end); it never shares a row anyway.
    const half = line.rect.height / 2;
    return { line, isVertical, x: line.rect.cx * cos - line.rect.cy * sin, y, top: y - half, bottom: y + half };
  });
  items.sort((a, b) => a.top - b.top);
  const rows: (typeof items)[] = [];
  for (const item of items) {
    const row = rows[rows.length - 1];
    const first = row?.[0];
    const overlap = first ? Math.min(first.bottom, item.bottom) - Math.max(first.top, item.top) : 0;
    const isSameRow =
      first !== undefined &&
      !first.isVertical &&
      !item.isVertical &&
      overlap > 0.5 * Math.min(first.bottom - first.top, item.bottom - item.top);
    if (row && isSameRow) row.push(item);
    else rows.push([item]);
  }
  const ordered = rows.map((row) => row.sort((a, b) => a.x - b.x).map((item) => item.line));
  return {
    text: ordered.map((row) => row.map((line) => line.text).join(' ')).join('\n'),
    lines: ordered.flat().map(({ text, confidence }) => ({ text, confidence })),
  };
}

/** The rectangle around every box, with a margin, in image pixels. */
function textRegion(boxes: readonly DetectedText[]): { x: number; y: number; width: number; height: number } {
  const xs = boxes.flatMap((box) => box.quad.map((p) => p.x));
  const ys = boxes.flatMap((box) => box.quad.map((p) => p.y));
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const margin = 0.04 * Math.max(Math.max(...xs) - x0, Math.max(...ys) - y0) + 8;
  return {
    x: x0 - margin,
    y: y0 - margin,
    width: Math.max(...xs) - x0 + 2 * margin,
    height: Math.max(...ys) - y0 + 2 * margin,
  };
}

/** Loads both models (a second or so) and returns a reader. */
export async function loadOcrPipeline(options: OcrPipelineOptions = {}): Promise<OcrPipeline> {
  const models = { ...defaultModelChoice, ...options.models };
  const detection = { ...defaultDetectionOptions, ...options.detection };
  const recognition = { ...defaultRecognitionOptions, ...options.recognition };
  const minConfidence = options.minConfidence ?? 0.5;
  const zoomBelow = options.zoomBelow ?? 0.75;
  const sessionOptions: InferenceSession.SessionOptions = {
    intraOpNumThreads: options.threads ?? 0,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: options.memoryArena ?? false,
    enableMemPattern: options.memoryArena ?? false,
    extra: { session: { intra_op: { allow_spinning: options.allowSpinning ? '1' : '0' } } },
  };
  const [detector, recognizer] = await Promise.all([
    InferenceSession.create(detectionModelPath(models.detection), sessionOptions),
    InferenceSession.create(recognitionModelPath(models.recognition), sessionOptions),
  ]);
  const charset = loadCharset(models.recognition, options.cardCharactersOnly ?? true);

  async function detect(image: RgbImage): Promise<DetectedText[]> {
    const boxes = await detectText(detector, image, detection);
    if (boxes.length === 0 || zoomBelow <= 0) return boxes;
    const region = textRegion(boxes);
    const regionSide = Math.max(region.width, region.height);
    if (regionSide > zoomBelow * Math.max(image.width, image.height)) return boxes;
    const crop = cropRgb(image, region.x, region.y, region.width, region.height);
    // Enlarging more than threefold only blurs: the detector sees no new detail.
    const limitSide = Math.min(detection.limitSide, 3 * Math.max(crop.image.width, crop.image.height));
    const zoomed = await detectText(detector, crop.image, { ...detection, limitSide });
    if (zoomed.length === 0) return boxes;
    return zoomed.map(({ quad, rect }) => ({
      quad: quad.map((p) => ({ x: p.x + crop.left, y: p.y + crop.top })) as Quad,
      rect: { ...rect, cx: rect.cx + crop.left, cy: rect.cy + crop.top },
    }));
  }

  return {
    async read(image) {
      if (image.width < 1 || image.height < 1 || image.data.length < image.width * image.height * 3) {
        throw new Error('The image has no pixels to read.');
      }
      const boxes = await detect(image);
      if (boxes.length === 0) return { text: '', lines: [] };
      const quads: Quad[] = boxes.map((box) => box.quad);
      const decoded = await recognizeLines(recognizer, image, quads, charset, recognition);
      const placed: PlacedLine[] = [];
      decoded.forEach((line, index) => {
        const box = boxes[index];
        const text = line.text.normalize('NFKC').trim();
        if (box && text !== '' && line.confidence >= minConfidence) {
          placed.push({ text, confidence: line.confidence, rect: box.rect });
        }
      });
      return arrangeLines(placed);
    },
  };
}
