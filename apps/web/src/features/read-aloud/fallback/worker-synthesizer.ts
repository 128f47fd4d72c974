import type { FromEspeakWorker, ToEspeakWorker } from './espeak-worker-messages';

/** A chunk turned into sound: 16-bit mono samples and their rate. */
export interface SynthesizedSpeech {
  readonly samples: Int16Array;
  readonly sampleRate: number;
}

/** Makes the sound of a text with one of eSpeak NG's voices. */
export interface Synthesizer {
  synthesize(text: string, espeakVoice: string, wordsPerMinute: number): Promise<SynthesizedSpeech>;
}

/** The part of a Worker this file uses (a fake in tests). */
export interface EspeakWorkerPort {
  postMessage(message: ToEspeakWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromEspeakWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface WorkerSynthesizer extends Synthesizer {
  /** Settles once the worker has its engine and voice data: rejects when it cannot get them. */
  readonly loaded: Promise<void>;
  /** Ends the worker; pending requests are rejected. */
  dispose(): void;
}

interface Pending {
  resolve(speech: SynthesizedSpeech): void;
  reject(error: Error): void;
}

/**
 * The page's side of the built-in voice's worker: asks it to load, then sends one request per chunk and
 * matches each answer to its request by id.
 */
export function createWorkerSynthesizer(worker: EspeakWorkerPort): WorkerSynthesizer {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;
  let settleLoad: { resolve(): void; reject(error: Error): void } | null = null;
  const loaded = new Promise<void>((resolve, reject) => {
    settleLoad = { resolve, reject };
  });

  function failAll(error: Error): void {
    failure ??= error;
    settleLoad?.reject(error);
    settleLoad = null;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  }

  worker.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'loaded') {
      settleLoad?.resolve();
      settleLoad = null;
    } else if (message.type === 'load-failed') {
      failAll(new Error(message.reason));
    } else {
      const request = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'audio') request?.resolve({ samples: message.samples, sampleRate: message.sampleRate });
      else request?.reject(new Error(message.reason));
    }
  });
  // The worker's script could not be fetched or threw while starting.
  worker.addEventListener('error', () => failAll(new Error('The built-in voice stopped working.')));
  worker.postMessage({ type: 'load' });

  return {
    loaded,
    synthesize(text, espeakVoice, wordsPerMinute) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<SynthesizedSpeech>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'synthesize', id, text, espeakVoice, wordsPerMinute });
      });
    },
    dispose() {
      failAll(new Error('The built-in voice was closed.'));
      worker.terminate();
    },
  };
}
