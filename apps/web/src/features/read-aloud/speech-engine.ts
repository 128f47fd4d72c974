/** A piece of text spoken as one utterance: a sentence, or part of a long one (issue 13). */
export interface SpeechChunk {
  readonly text: string;
  /** BCP 47 language of the text (from the nearest lang attribute), e.g. "en", "fil". */
  readonly lang: string;
}

/** A voice a person can choose. */
export interface SpeechVoiceOption {
  /** Stable on this device (the browser's voiceURI, or the fallback engine's voice name). */
  readonly id: string;
  readonly name: string;
  /** BCP 47, e.g. "en-PH", "fil-PH". */
  readonly lang: string;
}

export interface SpeakOptions {
  /** null: the engine's best voice for the chunk's language. */
  readonly voiceId: string | null;
  /** 0.5 to 2, 1 is normal speed. */
  readonly rate: number;
}

/** What an engine reports while it speaks one chunk. */
export interface SpeakHandlers {
  onStart(): void;
  /** A word starts at this index of the chunk's text (engines that report no boundaries never call it). */
  onBoundary(charIndex: number): void;
  onEnd(): void;
  onError(message: string): void;
}

/**
 * One way of turning text into speech: the browser's speechSynthesis, or the fallback engine loaded from
 * an npm package only when a person asks for it. The reader speaks one chunk at a time through it.
 */
export interface SpeechEngine {
  readonly kind: 'browser' | 'fallback';
  /** The voices available now (the browser's list may arrive late: see onVoicesChanged). */
  voices(): readonly SpeechVoiceOption[];
  /** Called when the list of voices changes; returns the unsubscribe function. */
  onVoicesChanged(listener: () => void): () => void;
  /** Speak one chunk; the handlers of a chunk cancelled before its end are never called again. */
  speak(chunk: SpeechChunk, options: SpeakOptions, handlers: SpeakHandlers): void;
  /** Stop speaking at once. */
  cancel(): void;
}
