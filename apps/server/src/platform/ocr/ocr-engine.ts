/** Decoded pixels, 3 channels (RGB), row-major: what the recognition models read. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface OcrLine {
  text: string;
  /** Mean character confidence, 0–1. */
  confidence: number;
}

export interface OcrResult {
  /** The recognised lines joined with newlines, top to bottom. */
  text: string;
  lines: OcrLine[];
}

/**
 * Reads text from an image. The default runs PaddleOCR (PP-OCRv4) on onnxruntime-node in worker threads,
 * loaded on first use, with a bounded queue.
 */
export interface OcrEngine {
  read(image: RgbImage): Promise<OcrResult>;
  close(): Promise<void>;
}

/** The queue is full: the caller should answer 503 and let the person type the fields. */
export class OcrBusyError extends Error {
  constructor() {
    super('The card reader is busy.');
    this.name = 'OcrBusyError';
  }
}
