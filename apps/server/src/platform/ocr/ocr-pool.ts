import type { OcrEngine } from './ocr-engine.js';

export interface OcrPoolOptions {
  /** Worker threads (each holds its own models). */
  workers: number;
  /** Reads waiting beyond the running ones; one more is refused with OcrBusyError. */
  maxQueue: number;
}

/** PaddleOCR in worker threads, loaded on first use. (Placeholder until the engine lands.) */
export function createOcrEngine(options: OcrPoolOptions): OcrEngine {
  void options;
  return {
    read: () => Promise.reject(new Error('The OCR engine is not built yet.')),
    close: () => Promise.resolve(),
  };
}
