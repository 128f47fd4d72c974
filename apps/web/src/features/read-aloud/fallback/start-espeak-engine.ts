import type { SpeechEngine } from '../speech-engine';
import { createEspeakSpeechEngine } from './espeak-speech-engine';
import { createWebAudioPlayer } from './web-audio-player';
import { createWorkerSynthesizer } from './worker-synthesizer';

/**
 * Starts the built-in voice: its worker (its own file, fetched now) loads eSpeak NG and the voice data.
 * Resolves once it can speak; a worker that cannot load is ended.
 */
export async function startEspeakEngine(): Promise<SpeechEngine> {
  const worker = new Worker(new URL('./espeak.worker.ts', import.meta.url), { type: 'module', name: 'built-in voice' });
  const synthesizer = createWorkerSynthesizer(worker);
  try {
    await synthesizer.loaded;
  } catch (error) {
    synthesizer.dispose();
    throw error;
  }
  return createEspeakSpeechEngine(synthesizer, createWebAudioPlayer());
}
