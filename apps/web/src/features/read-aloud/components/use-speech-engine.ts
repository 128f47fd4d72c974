import { useCallback, useEffect, useRef, useState } from 'react';
import { createBrowserEngine, hasSpeechSynthesis } from '../browser-engine';
import { loadFallbackEngine } from '../fallback/load-fallback-engine';
import type { SpeechEngine, SpeechVoiceOption } from '../speech-engine';

/**
 * Browsers fill their list of voices a moment after the page loads and say so with voiceschanged; one with no
 * voice at all never does. This long a wait before saying "no voice" is not a timed step: reading works
 * meanwhile.
 */
const VOICE_LIST_WAIT_MS = 2000;

/** checking: the voice list is still arriving; unsupported: no speech synthesis; no-voices: synthesis without a voice. */
export type EngineAvailability = 'checking' | 'ready' | 'unsupported' | 'no-voices';

export type FallbackStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SpeechEngineState {
  readonly engine: SpeechEngine | null;
  readonly voices: readonly SpeechVoiceOption[];
  readonly availability: EngineAvailability;
  readonly fallbackStatus: FallbackStatus;
  /** Why the fallback could not load (its own words when it gives them). */
  readonly fallbackError: string | null;
  /** Downloads the built-in voice and reads with it from then on. */
  readonly loadFallback: () => void;
}

export interface SpeechEngineOptions {
  /** What to say when the built-in voice could not load and gave no words of its own. */
  readonly fallbackFailedMessage: string;
  /**
   * The person loaded the built-in voice before (on another page load): it loads by itself where the
   * browser still cannot read, from the browser's cache (its files are hashed and cached for good).
   */
  readonly reloadsFallback: boolean;
  /** The built-in voice has loaded: the panel remembers it for the person. */
  readonly onFallbackLoaded: () => void;
}

/** The built-in voice once loaded: closing and opening the panel again keeps it. */
let loadedFallback: SpeechEngine | null = null;

/**
 * The browser's voices when it has some, or the built-in (fallback) voice once the person asked for it, on
 * this page load or an earlier one. A browser that has voices is always used: a remembered built-in voice
 * is loaded only where it has none.
 */
export function useSpeechEngine({
  fallbackFailedMessage,
  reloadsFallback,
  onFallbackLoaded,
}: SpeechEngineOptions): SpeechEngineState {
  const [browserEngine] = useState(() => (hasSpeechSynthesis() ? createBrowserEngine() : null));
  const [fallbackEngine, setFallbackEngine] = useState<SpeechEngine | null>(loadedFallback);
  const [fallbackStatus, setFallbackStatus] = useState<FallbackStatus>(loadedFallback ? 'ready' : 'idle');
  const [fallbackError, setFallbackError] = useState<string | null>(null);
  const engine = fallbackEngine ?? browserEngine;
  const [voices, setVoices] = useState<readonly SpeechVoiceOption[]>(() => engine?.voices() ?? []);
  const [hasWaited, setHasWaited] = useState(false);
  const onFallbackLoadedRef = useRef(onFallbackLoaded);
  useEffect(() => {
    onFallbackLoadedRef.current = onFallbackLoaded;
  });

  useEffect(() => {
    if (!engine) return undefined;
    const refresh = () => setVoices(engine.voices());
    refresh();
    const unsubscribe = engine.onVoicesChanged(refresh);
    const timer = window.setTimeout(() => {
      refresh();
      setHasWaited(true);
    }, VOICE_LIST_WAIT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [engine]);

  // Downloads and starts the built-in voice; the outcome is set when it arrives, never synchronously.
  const fetchFallback = useCallback(() => {
    loadFallbackEngine().then(
      (loaded) => {
        loadedFallback = loaded;
        setFallbackEngine(loaded);
        setFallbackStatus('ready');
        onFallbackLoadedRef.current();
      },
      (error: unknown) => {
        setFallbackStatus('failed');
        setFallbackError(error instanceof Error && error.message ? error.message : fallbackFailedMessage);
      },
    );
  }, [fallbackFailedMessage]);

  const loadFallback = useCallback(() => {
    setFallbackStatus('loading');
    setFallbackError(null);
    fetchFallback();
  }, [fetchFallback]);

  let availability: EngineAvailability;
  if (!engine) availability = 'unsupported';
  else if (voices.length > 0 || engine.kind === 'fallback') availability = 'ready';
  else availability = hasWaited ? 'no-voices' : 'checking';

  // Loading by itself is "loading" from the first render that knows the browser cannot read, so the panel
  // says that rather than why it cannot read. It lasts until the outcome arrives ("ready" or "failed"): once,
  // whatever the outcome; after a failure the person asks again with the button.
  const loadsRememberedFallback =
    reloadsFallback && fallbackStatus === 'idle' && (availability === 'unsupported' || availability === 'no-voices');
  useEffect(() => {
    if (loadsRememberedFallback) fetchFallback();
  }, [loadsRememberedFallback, fetchFallback]);

  return {
    engine,
    voices,
    availability,
    fallbackStatus: loadsRememberedFallback ? 'loading' : fallbackStatus,
    fallbackError,
    loadFallback,
  };
}
