import type { SpeakHandlers, SpeakOptions, SpeechChunk, SpeechEngine, SpeechVoiceOption } from './speech-engine';

/** The window, or a stand-in with the two speech members (tests). */
type SpeechScope = Pick<typeof globalThis, 'speechSynthesis' | 'SpeechSynthesisUtterance'>;

/** Whether this browser has speech synthesis at all (the spec's "Sorry, your browser does not support …" when not). */
export function hasSpeechSynthesis(scope: SpeechScope = window): boolean {
  return Boolean(scope.speechSynthesis) && typeof scope.SpeechSynthesisUtterance === 'function';
}

/** Words for a failed utterance (SpeechSynthesisErrorEvent.error); cancelled ones are not failures. */
function errorMessage(error: string): string {
  switch (error) {
    case 'not-allowed':
      return 'The browser did not allow reading aloud. Press the button again.';
    case 'language-unavailable':
    case 'voice-unavailable':
      return 'This voice cannot read this text. Choose another voice.';
    case 'audio-busy':
    case 'audio-hardware':
      return 'The sound of this device is busy or unavailable.';
    case 'network':
      return 'This voice needs the internet, and the connection failed. Choose another voice.';
    default:
      return 'The voice stopped because of a problem. Press the button again.';
  }
}

const CANCELLED_ERRORS = new Set(['interrupted', 'canceled']);

function toOption(voice: SpeechSynthesisVoice): SpeechVoiceOption {
  return { id: voice.voiceURI || voice.name, name: voice.name, lang: voice.lang.replace(/_/gu, '-') };
}

/**
 * The browser's own voices (window.speechSynthesis) as a SpeechEngine. The utterance being spoken is kept in
 * a field: Chrome forgets an utterance nobody refers to and then never reports its end. Events of an
 * utterance after it was cancelled are dropped, as the SpeechEngine contract promises.
 */
export function createBrowserEngine(scope: SpeechScope = window): SpeechEngine {
  const synthesis = scope.speechSynthesis;
  let speaking: SpeechSynthesisUtterance | null = null;

  const findVoice = (id: string | null) =>
    id === null ? undefined : synthesis.getVoices().find((voice) => (voice.voiceURI || voice.name) === id);

  return {
    kind: 'browser',
    voices: () => synthesis.getVoices().map(toOption),
    onVoicesChanged(listener) {
      synthesis.addEventListener('voiceschanged', listener);
      return () => synthesis.removeEventListener('voiceschanged', listener);
    },
    speak(chunk: SpeechChunk, options: SpeakOptions, handlers: SpeakHandlers) {
      const utterance = new scope.SpeechSynthesisUtterance(chunk.text);
      utterance.lang = chunk.lang;
      utterance.rate = options.rate;
      const voice = findVoice(options.voiceId);
      if (voice) utterance.voice = voice;
      const isCurrent = () => speaking === utterance;
      utterance.onstart = () => {
        if (isCurrent()) handlers.onStart();
      };
      utterance.onboundary = (event) => {
        // Some browsers leave the name out; only sentence boundaries are not words.
        if (isCurrent() && event.name !== 'sentence') handlers.onBoundary(event.charIndex);
      };
      utterance.onend = () => {
        if (!isCurrent()) return;
        speaking = null;
        handlers.onEnd();
      };
      utterance.onerror = (event) => {
        if (!isCurrent()) return;
        speaking = null;
        if (CANCELLED_ERRORS.has(event.error)) return;
        handlers.onError(errorMessage(event.error));
      };
      speaking = utterance;
      // Chrome can be left paused (by another page, or a pause() elsewhere): then nothing would ever be heard.
      if (synthesis.paused) synthesis.resume();
      synthesis.speak(utterance);
    },
    cancel() {
      speaking = null;
      synthesis.cancel();
    },
  };
}
