import { describe, expect, it, vi } from 'vitest';
import type { FromEspeakWorker, ToEspeakWorker } from './espeak-worker-messages';
import { createWorkerSynthesizer, type EspeakWorkerPort } from './worker-synthesizer';

/** A worker whose answers the test sends. */
function fakeWorker() {
  const target = new EventTarget();
  const posted: ToEspeakWorker[] = [];
  const terminate = vi.fn();
  const port = {
    postMessage: (message: ToEspeakWorker) => posted.push(message),
    addEventListener: (type: string, listener: (event: never) => void) =>
      target.addEventListener(type, listener as EventListener),
    terminate,
  } as EspeakWorkerPort;
  return {
    port,
    posted,
    terminate,
    answer: (message: FromEspeakWorker) => target.dispatchEvent(new MessageEvent('message', { data: message })),
    crash: () => target.dispatchEvent(new Event('error')),
  };
}

describe('createWorkerSynthesizer', () => {
  it('asks the worker to load and is loaded when it says so', async () => {
    const worker = fakeWorker();
    const synthesizer = createWorkerSynthesizer(worker.port);
    expect(worker.posted).toEqual([{ type: 'load' }]);
    worker.answer({ type: 'loaded' });
    await expect(synthesizer.loaded).resolves.toBeUndefined();
  });

  it('fails to load with the worker’s reason, or when the worker script breaks', async () => {
    const refused = fakeWorker();
    const failing = createWorkerSynthesizer(refused.port);
    refused.answer({ type: 'load-failed', reason: 'The voice data answered 404 to a range request, not 206.' });
    await expect(failing.loaded).rejects.toThrow('answered 404');

    const broken = fakeWorker();
    const crashed = createWorkerSynthesizer(broken.port);
    broken.crash();
    await expect(crashed.loaded).rejects.toThrow('stopped working');
    await expect(crashed.synthesize('Hi.', 'en-us', 175)).rejects.toThrow('stopped working');
  });

  it('matches each answer to its request, in whatever order they come', async () => {
    const worker = fakeWorker();
    const synthesizer = createWorkerSynthesizer(worker.port);
    worker.answer({ type: 'loaded' });
    const first = synthesizer.synthesize('One.', 'en-us', 175);
    const second = synthesizer.synthesize('Dalawa.', 'id', 350);
    expect(worker.posted.slice(1)).toEqual([
      { type: 'synthesize', id: 1, text: 'One.', espeakVoice: 'en-us', wordsPerMinute: 175 },
      { type: 'synthesize', id: 2, text: 'Dalawa.', espeakVoice: 'id', wordsPerMinute: 350 },
    ]);
    worker.answer({ type: 'synthesis-failed', id: 2, reason: 'The voice id is missing.' });
    worker.answer({ type: 'audio', id: 1, samples: new Int16Array([5, 6]), sampleRate: 22050 });
    await expect(first).resolves.toEqual({ samples: new Int16Array([5, 6]), sampleRate: 22050 });
    await expect(second).rejects.toThrow('The voice id is missing.');
  });

  it('ends the worker when disposed, failing what was still waiting', async () => {
    const worker = fakeWorker();
    const synthesizer = createWorkerSynthesizer(worker.port);
    worker.answer({ type: 'loaded' });
    const waiting = synthesizer.synthesize('One.', 'en-us', 175);
    synthesizer.dispose();
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    await expect(waiting).rejects.toThrow('closed');
  });
});
