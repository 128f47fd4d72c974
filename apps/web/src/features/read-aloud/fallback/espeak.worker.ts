/*! @license The built-in voice: eSpeak NG (https://github.com/espeak-ng/espeak-ng), compiled to JavaScript by
 * @echogarden/espeak-ng-emscripten 0.3.5 (https://github.com/echogarden-project/espeak-ng-emscripten), with its
 * voice data. GNU General Public License version 3 or later (https://www.gnu.org/licenses/gpl-3.0.html). This
 * file as a whole, with Kakayahan Jobs' worker code bundled into it, is conveyed under the same licence. */
import createEspeakModule, { type ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { voiceDataFiles, voiceDataUrl } from 'virtual:espeak-voice-data';
import { fetchEspeakVoiceFiles } from './espeak-data-files';
import type { FromEspeakWorker, ToEspeakWorker } from './espeak-worker-messages';

// The built-in voice's worker: eSpeak NG (compiled to JavaScript) loads and synthesises here, so a slow
// phone's page stays responsive while a sentence is made. It answers each request with 16-bit samples.

/** The worker's global scope, as far as this file uses it (the web app's types describe a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToEspeakWorker>) => void) | null;
  postMessage(message: FromEspeakWorker, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
let synthesizer: Promise<ESpeakNGWorker> | null = null;

async function loadSynthesizer(): Promise<ESpeakNGWorker> {
  // The package's loader would download all 24 MB of voice data: it gets an empty package instead, and
  // only the files the built-in voices use are fetched, as one asset of their own that the build cut out
  // of the package (in parallel with the start of the engine).
  const [files, espeak] = await Promise.all([
    fetchEspeakVoiceFiles(voiceDataUrl, voiceDataFiles, (url) => fetch(url)),
    createEspeakModule({ getPreloadedPackage: () => new ArrayBuffer(0) }),
  ]);
  for (const [path, bytes] of files) espeak.FS.writeFile(path, bytes);
  return new espeak.eSpeakNGWorker();
}

function synthesize(engine: ESpeakNGWorker, text: string, espeakVoice: string, wordsPerMinute: number): Int16Array {
  if (engine.set_voice(espeakVoice) !== 0) throw new Error(`The voice ${espeakVoice} is missing.`);
  engine.set_rate(wordsPerMinute);
  const pieces: Int16Array[] = [];
  engine.synthesize(text, (samples) => {
    pieces.push(samples);
    return false;
  });
  const samples = new Int16Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return samples;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') {
    synthesizer ??= loadSynthesizer();
    synthesizer.then(
      () => scope.postMessage({ type: 'loaded' }),
      (error: unknown) => {
        synthesizer = null;
        scope.postMessage({ type: 'load-failed', reason: reasonOf(error) });
      },
    );
    return;
  }
  const { id, text, espeakVoice, wordsPerMinute } = message;
  if (!synthesizer) {
    scope.postMessage({ type: 'synthesis-failed', id, reason: 'The engine was not loaded.' });
    return;
  }
  synthesizer
    .then((engine) => {
      const samples = synthesize(engine, text, espeakVoice, wordsPerMinute);
      scope.postMessage({ type: 'audio', id, samples, sampleRate: engine.samplerate }, [samples.buffer]);
    })
    .catch((error: unknown) => scope.postMessage({ type: 'synthesis-failed', id, reason: reasonOf(error) }));
};
