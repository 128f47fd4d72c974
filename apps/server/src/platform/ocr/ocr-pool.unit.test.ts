import { afterEach, describe, expect, it } from 'vitest';
import { OcrBusyError, type OcrEngine, type RgbImage } from './ocr-engine.js';
import { createOcrEngine } from './ocr-pool.js';

// A stand-in worker speaking the pool's protocol; the image width tells it how to misbehave.
const FAKE_WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', (request) => {
  const { width } = request.image;
  if (width === 13) process.exit(3);
  if (width === 14) throw new Error('boom');
  if (width === 15) return;
  if (width === 16) { parentPort.postMessage({ id: request.id, ok: false, error: 'no pixels' }); return; }
  setTimeout(() => parentPort.postMessage({ id: request.id, ok: true, result: { text: 'w' + width, lines: [] } }), 20);
});`;
const fakeWorkerUrl = new URL(`data:text/javascript,${encodeURIComponent(FAKE_WORKER)}`);

const image = (width: number): RgbImage => ({ data: new Uint8Array(width * 3), width, height: 1 });

let engine: OcrEngine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

describe('createOcrEngine (pool mechanics, stand-in worker)', () => {
  it('answers reads and refuses one more than the queue holds with OcrBusyError', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 2, workerUrl: fakeWorkerUrl });
    const running = engine.read(image(1));
    const waiting = [engine.read(image(2)), engine.read(image(3))];
    await expect(engine.read(image(4))).rejects.toBeInstanceOf(OcrBusyError);
    expect((await running).text).toBe('w1');
    expect((await Promise.all(waiting)).map((r) => r.text)).toEqual(['w2', 'w3']);
    // The queue has drained, so reads are accepted again.
    expect((await engine.read(image(5))).text).toBe('w5');
  });

  it('with maxQueue 0 accepts only as many reads as there are workers', async () => {
    engine = createOcrEngine({ workers: 2, maxQueue: 0, workerUrl: fakeWorkerUrl });
    const both = [engine.read(image(1)), engine.read(image(2))];
    await expect(engine.read(image(3))).rejects.toBeInstanceOf(OcrBusyError);
    expect((await Promise.all(both)).map((r) => r.text)).toEqual(['w1', 'w2']);
  });

  it('rejects the read of a worker that exits and recovers with a new worker', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 1, workerUrl: fakeWorkerUrl });
    const crashing = engine.read(image(13));
    const queued = engine.read(image(7));
    await expect(crashing).rejects.toThrow(/stopped/u);
    expect((await queued).text).toBe('w7');
    expect((await engine.read(image(8))).text).toBe('w8');
  });

  it('rejects the read of a worker that throws and recovers', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 1, workerUrl: fakeWorkerUrl });
    await expect(engine.read(image(14))).rejects.toThrow(/boom/u);
    expect((await engine.read(image(9))).text).toBe('w9');
  });

  it('passes a failed read on as an Error and keeps the worker', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 1, workerUrl: fakeWorkerUrl });
    await expect(engine.read(image(16))).rejects.toThrow('no pixels');
    expect((await engine.read(image(10))).text).toBe('w10');
  });

  it('abandons a read that takes too long and replaces its worker', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 1, workerUrl: fakeWorkerUrl, readTimeoutMs: 300 });
    await expect(engine.read(image(15))).rejects.toThrow(/too long/u);
    expect((await engine.read(image(11))).text).toBe('w11');
  });

  it('close() rejects running and waiting reads and every later read', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 1, workerUrl: fakeWorkerUrl });
    const running = expect(engine.read(image(15))).rejects.toThrow(/closed/u);
    const waiting = expect(engine.read(image(2))).rejects.toThrow(/closed/u);
    await engine.close();
    await running;
    await waiting;
    await expect(engine.read(image(3))).rejects.toThrow(/closed/u);
  });

  it('rejects a read with an Error when no worker can start, and tries again on the next read', async () => {
    engine = createOcrEngine({ workers: 1, maxQueue: 1, workerUrl: new URL('file:///no/such/ocr-worker.js') });
    await expect(engine.read(image(1))).rejects.toBeInstanceOf(Error);
    await expect(engine.read(image(2))).rejects.toBeInstanceOf(Error);
  });
});
