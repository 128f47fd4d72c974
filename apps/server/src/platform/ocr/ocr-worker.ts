// Worker-thread entry of the OCR pool: loads the models on the first read and answers one read at a time.
import { parentPort, workerData } from 'node:worker_threads';
import type { OcrResult, RgbImage } from './ocr-engine.js';
import { loadOcrPipeline, type OcrPipeline, type OcrPipelineOptions } from './ocr-pipeline.js';

/** What the pool sends: one image to read. */
export interface OcrWorkerRequest {
  id: number;
  image: RgbImage;
}

/** What the worker answers for a request. */
export type OcrWorkerResponse = { id: number; ok: true; result: OcrResult } | { id: number; ok: false; error: string };

/** What the pool passes as workerData. */
export interface OcrWorkerData {
  pipeline: OcrPipelineOptions;
}

let pipeline: Promise<OcrPipeline> | undefined;

async function handle(request: OcrWorkerRequest): Promise<OcrWorkerResponse> {
  try {
    pipeline ??= loadOcrPipeline((workerData as OcrWorkerData | undefined)?.pipeline ?? {});
    const reader = await pipeline.catch((error: unknown) => {
      // A failed load is retried on the next read instead of failing every read from now on.
      pipeline = undefined;
      throw error;
    });
    return { id: request.id, ok: true, result: await reader.read(request.image) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: OcrWorkerRequest) => {
  void handle(request).then((response) => parentPort?.postMessage(response));
});
