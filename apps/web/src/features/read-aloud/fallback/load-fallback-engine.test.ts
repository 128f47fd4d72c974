import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechEngine } from '../speech-engine';

const startEspeakEngine = vi.fn<() => Promise<SpeechEngine>>();
vi.mock('./start-espeak-engine', () => ({ startEspeakEngine }));

/** A fresh copy of the module for each test: it remembers the engine it loaded. */
async function freshLoader() {
  vi.resetModules();
  return import('./load-fallback-engine');
}

const engine = { kind: 'fallback' } as SpeechEngine;

describe('loadFallbackEngine', () => {
  beforeEach(() => startEspeakEngine.mockReset());

  it('loads the engine once, however often it is asked for', async () => {
    startEspeakEngine.mockResolvedValue(engine);
    const { loadFallbackEngine } = await freshLoader();
    const [first, second] = await Promise.all([loadFallbackEngine(), loadFallbackEngine()]);
    expect(first).toBe(engine);
    expect(second).toBe(engine);
    expect(await loadFallbackEngine()).toBe(engine);
    expect(startEspeakEngine).toHaveBeenCalledTimes(1);
  });

  it('fails in words a person understands, and tries again when asked again', async () => {
    startEspeakEngine.mockRejectedValueOnce(new Error('The voice data answered 404.'));
    startEspeakEngine.mockResolvedValueOnce(engine);
    const { loadFallbackEngine, FALLBACK_LOAD_FAILED_MESSAGE } = await freshLoader();
    await expect(loadFallbackEngine()).rejects.toThrow(FALLBACK_LOAD_FAILED_MESSAGE);
    expect(await loadFallbackEngine()).toBe(engine);
    expect(startEspeakEngine).toHaveBeenCalledTimes(2);
  });

  it('says how big the download is', async () => {
    const { FALLBACK_DOWNLOAD_SIZE_TEXT } = await freshLoader();
    expect(FALLBACK_DOWNLOAD_SIZE_TEXT).toMatch(/^\d+(\.\d)? (kB|MB)$/);
  });
});
