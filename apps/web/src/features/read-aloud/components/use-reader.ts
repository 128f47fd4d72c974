import { useEffect, useMemo, useRef, useState } from 'react';
import { ReaderController, type ReaderState } from '../reader-controller';
import { rangeOfChunk, rangeOfWord, type ReadingChunk } from '../reading-chunks';
import { clearReadingHighlight, scrollRangeIntoView, showReadingHighlight } from '../reading-highlight';
import type { SpeakOptions, SpeechEngine, SpeechVoiceOption } from '../speech-engine';
import { chooseVoice } from '../voice-choice';

const IDLE: ReaderState = { status: 'idle', chunkIndex: 0, chunkCount: 0 };

export interface ReaderSettings {
  readonly rate: number;
  /** null: Automatic. */
  readonly voiceId: string | null;
  readonly voices: readonly SpeechVoiceOption[];
}

/** The voice and speed for one chunk: the person's voice if the device has it, else the best for the chunk's language. */
export function speakOptionsFor(chunk: ReadingChunk, settings: ReaderSettings): SpeakOptions {
  const chosen = settings.voiceId !== null && settings.voices.some((voice) => voice.id === settings.voiceId);
  return {
    voiceId: chosen ? settings.voiceId : (chooseVoice(settings.voices, chunk.lang)?.id ?? null),
    rate: settings.rate,
  };
}

/** What the panel's buttons do; the same functions for as long as the engine stays. */
export interface ReaderControls {
  readonly read: (chunks: readonly ReadingChunk[]) => void;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly stop: () => void;
}

/**
 * Reads chunks through the engine and marks on the page what is being said: the sentence when the voice
 * starts it, the word at each boundary (scrolled into view, never focused). A new speed or voice restarts
 * the sentence being read, so the person hears the change at once. Reading stops when the panel goes.
 */
export function useReader(
  engine: SpeechEngine | null,
  settings: ReaderSettings,
  onError: (message: string) => void,
): { state: ReaderState; controls: ReaderControls } {
  const [state, setState] = useState<ReaderState>(IDLE);
  const settingsRef = useRef(settings);
  const onErrorRef = useRef(onError);
  const engineRef = useRef(engine);
  // Made on the first read, outside rendering: it speaks through the engine and paints on the page.
  const controllerRef = useRef<ReaderController<ReadingChunk> | null>(null);
  useEffect(() => {
    settingsRef.current = settings;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    engineRef.current = engine;
    return () => {
      controllerRef.current?.stop();
      controllerRef.current = null;
    };
  }, [engine]);

  const { rate, voiceId } = settings;
  useEffect(() => {
    controllerRef.current?.restartChunk();
  }, [rate, voiceId]);

  const controls = useMemo<ReaderControls>(() => {
    const controller = () => {
      if (!controllerRef.current && engineRef.current) {
        let sentence: Range | null = null;
        controllerRef.current = new ReaderController<ReadingChunk>(engineRef.current, {
          speakOptionsFor: (chunk) => speakOptionsFor(chunk, settingsRef.current),
          listener: {
            onStateChange: setState,
            onChunkStart(chunk) {
              sentence = rangeOfChunk(chunk);
              showReadingHighlight(sentence, null);
              if (sentence) scrollRangeIntoView(sentence);
            },
            onWord(chunk, charIndex) {
              const word = rangeOfWord(chunk, charIndex);
              showReadingHighlight(sentence, word);
              if (word) scrollRangeIntoView(word);
            },
            onClear() {
              sentence = null;
              clearReadingHighlight();
            },
            onError: (message) => onErrorRef.current(message),
          },
        });
      }
      return controllerRef.current;
    };
    return {
      read: (chunks) => controller()?.read(chunks),
      pause: () => controllerRef.current?.pause(),
      resume: () => controllerRef.current?.resume(),
      stop: () => controllerRef.current?.stop(),
    };
  }, []);
  return { state, controls };
}
