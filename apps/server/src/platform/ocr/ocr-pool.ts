import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { OcrBusyError, type OcrEngine, type OcrResult, type RgbImage } from './ocr-engine.js';
import type { OcrPipelineOptions } from './ocr-pipeline.js';
import type { OcrWorkerData, OcrWorkerRequest, OcrWorkerResponse } from './ocr-worker.js';

export interface OcrPoolOptions {
  /** Worker threads (each holds its own models). */
  workers: number;
  /** Reads waiting beyond the running ones; one more is refused with OcrBusyError. */
  maxQueue: number;
  /** Model and tuning choices (the bench varies them); defaults are the measured best. */
  pipeline?: OcrPipelineOptions;
  /** A read running longer than this is abandoned and its worker replaced. Default 30 s. */
  readTimeoutMs?: number;
  /** The worker script; tests swap in one that misbehaves on purpose. */
  workerUrl?: URL;
}

interface Job {
  id: number;
  image: RgbImage;
  resolve: (result: OcrResult) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface PoolWorker {
  worker: Worker;
  job?: Job;
  isDead: boolean;
}

/**
 * The worker script. From the compiled build it is plain JavaScript. From the TypeScript sources
 * (vitest, tsx) only ocr-worker.ts exists, and Node 20 does not carry `--import tsx` into worker
 * threads, so a one-line ES module bootstrap registers tsx's loader and then imports the worker.
 */
function workerEntry(custom: URL | undefined): { url: URL; execArgv?: string[] } {
  if (custom) return { url: custom, execArgv: [] };
  if (!import.meta.url.endsWith('.ts')) return { url: new URL('./ocr-worker.js', import.meta.url) };
  // tsx's "./esm/api" export (import condition), resolved by path because createRequire sees the CommonJS one.
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const worker = new URL('./ocr-worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(worker)});`;
  return { url: new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), execArgv: [] };
}

/**
 * PaddleOCR in worker threads, so a read never blocks the event loop. Workers start on the first read
 * and load their models then; reads beyond the busy workers wait in a bounded queue. A crashed or
 * stuck worker fails its read and is replaced on the next one.
 */
export function createOcrEngine(options: OcrPoolOptions): OcrEngine {
  const size = Math.max(1, options.workers);
  const timeoutMs = options.readTimeoutMs ?? 30_000;
  let entry: ReturnType<typeof workerEntry> | undefined;
  const pipeline: OcrPipelineOptions = {
    // Share the cores between workers; onnxruntime would otherwise start one thread per core in each.
    threads: Math.max(1, Math.floor(availableParallelism() / size)),
    ...options.pipeline,
  };
  const workers: PoolWorker[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;

  function finish(slot: PoolWorker, outcome: { result: OcrResult } | { error: Error }): void {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    clearTimeout(job.timer);
    if (!slot.isDead) slot.worker.unref();
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  }

  function retire(slot: PoolWorker, error: Error): void {
    if (slot.isDead) return;
    slot.isDead = true;
    finish(slot, { error });
    const index = workers.indexOf(slot);
    if (index >= 0) workers.splice(index, 1);
    void slot.worker.terminate();
    dispatch();
  }

  function spawn(): PoolWorker {
    const workerData: OcrWorkerData = { pipeline };
    // Resolved on first use, so building the app never fails because of the reader.
    entry ??= workerEntry(options.workerUrl);
    const worker = new Worker(entry.url, { workerData, ...(entry.execArgv ? { execArgv: entry.execArgv } : {}) });
    const slot: PoolWorker = { worker, isDead: false };
    worker.on('message', (response: OcrWorkerResponse) => {
      if (slot.job?.id !== response.id) return;
      finish(slot, response.ok ? { result: response.result } : { error: new Error(response.error) });
      dispatch();
    });
    worker.on('error', (error) => retire(slot, new Error(`The card reader stopped: ${error.message}`)));
    worker.on('exit', (code) => retire(slot, new Error(`The card reader stopped (exit code ${code}).`)));
    workers.push(slot);
    return slot;
  }

  function start(slot: PoolWorker, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    job.timer = setTimeout(() => retire(slot, new Error('The card reader took too long.')), timeoutMs);
    // A private copy is transferred: the caller's buffer may be a view into a larger one.
    const data = job.image.data.slice();
    const request: OcrWorkerRequest = { id: job.id, image: { data, width: job.image.width, height: job.image.height } };
    slot.worker.postMessage(request, [data.buffer]);
  }

  function dispatch(): void {
    while (!isClosed && queue.length > 0) {
      let idle = workers.find((slot) => !slot.job && !slot.isDead);
      if (!idle && workers.length < size) {
        try {
          idle = spawn();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          queue.shift()?.reject(new Error(`The card reader could not start: ${reason}`));
          continue;
        }
      }
      const job = idle && queue.shift();
      if (!idle || !job) return;
      start(idle, job);
    }
  }

  return {
    read(image) {
      if (isClosed) return Promise.reject(new Error('The card reader is closed.'));
      const hasFreeWorker = workers.some((slot) => !slot.job && !slot.isDead) || workers.length < size;
      if (!hasFreeWorker && queue.length >= options.maxQueue) return Promise.reject(new OcrBusyError());
      return new Promise<OcrResult>((resolve, reject) => {
        queue.push({ id: nextId++, image, resolve, reject });
        dispatch();
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The card reader is closed.'));
      await Promise.all(
        [...workers].map(async (slot) => {
          retire(slot, new Error('The card reader is closed.'));
          await slot.worker.terminate();
        }),
      );
    },
  };
}
