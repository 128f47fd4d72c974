import type { SpeechEngine } from '../speech-engine';

/**
 * What a phone downloads the first time the built-in voice is chosen (the engine and the English and
 * Filipino voice data, all precompressed), for the panel to say before it starts. Measured on the build:
 * 594 kB with brotli, 708 kB with gzip; the panel says the larger, for browsers that accept only gzip.
 */
export const FALLBACK_DOWNLOAD_SIZE_TEXT = '0.7 MB';

export const FALLBACK_LOAD_FAILED_MESSAGE =
  'The built-in voice could not be downloaded. Check your connection and try again.';

let loading: Promise<SpeechEngine> | null = null;

/**
 * The speech engine for devices whose browser has no voice (issue 13): eSpeak NG, loaded from its own
 * chunk only when a person asks for it. Asking again gives the same engine; after a failure (no
 * connection) the next ask tries again.
 */
export function loadFallbackEngine(): Promise<SpeechEngine> {
  loading ??= import('./start-espeak-engine')
    .then(({ startEspeakEngine }) => startEspeakEngine())
    .catch((error: unknown) => {
      loading = null;
      throw new Error(FALLBACK_LOAD_FAILED_MESSAGE, { cause: error });
    });
  return loading;
}
