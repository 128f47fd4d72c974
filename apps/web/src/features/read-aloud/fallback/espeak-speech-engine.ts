import type { SpeechEngine } from '../speech-engine';
import { chooseFallbackVoice, FALLBACK_VOICE_OPTIONS, prepareTextForVoice, wordsPerMinute } from './espeak-voices';
import type { PlayingSound, SoundPlayer } from './web-audio-player';
import type { Synthesizer } from './worker-synthesizer';

export const SYNTHESIS_FAILED_MESSAGE =
  'The built-in voice could not read this part. Try again, or choose another voice.';
export const PLAYBACK_FAILED_MESSAGE = 'This device could not play the built-in voice. Check that its sound is on.';

interface Utterance {
  /** Cancelled, replaced, finished or failed: none of its handlers may run again. */
  isOver: boolean;
  hasStarted: boolean;
  sound: PlayingSound | null;
}

/**
 * The built-in voice as a SpeechEngine: each chunk is synthesised whole (a sentence takes a fraction of a
 * second), then played. It reports no word boundaries, so the reader highlights the sentence. A chunk
 * given while another is still speaking replaces it, as cancel() then speak() would.
 */
export function createEspeakSpeechEngine(synthesizer: Synthesizer, player: SoundPlayer): SpeechEngine {
  let current: Utterance | null = null;

  function cancel(): void {
    if (!current) return;
    current.isOver = true;
    current.sound?.stop();
    current = null;
  }

  return {
    kind: 'fallback',
    voices: () => FALLBACK_VOICE_OPTIONS,
    // The built-in voices are known when the engine loads and never change.
    onVoicesChanged: () => () => undefined,
    cancel,
    speak(chunk, options, handlers) {
      cancel();
      const utterance: Utterance = { isOver: false, hasStarted: false, sound: null };
      current = utterance;
      const start = (): void => {
        if (utterance.hasStarted) return;
        utterance.hasStarted = true;
        handlers.onStart();
      };
      const finish = (): boolean => {
        if (utterance.isOver) return false;
        utterance.isOver = true;
        if (current === utterance) current = null;
        return true;
      };
      const voice = chooseFallbackVoice(options.voiceId, chunk.lang);
      const text = prepareTextForVoice(chunk.text, voice);
      synthesizer.synthesize(text, voice.espeakVoice, wordsPerMinute(options.rate)).then(
        (speech) => {
          if (utterance.isOver) return;
          if (speech.samples.length === 0) {
            // Nothing to say (only punctuation): the chunk is over at once.
            start();
            if (finish()) handlers.onEnd();
            return;
          }
          utterance.sound = player.play(speech, {
            onStart: () => {
              if (!utterance.isOver) start();
            },
            onEnd: () => {
              if (utterance.isOver) return;
              start();
              if (finish()) handlers.onEnd();
            },
            onError: () => {
              if (finish()) handlers.onError(PLAYBACK_FAILED_MESSAGE);
            },
          });
        },
        () => {
          if (finish()) handlers.onError(SYNTHESIS_FAILED_MESSAGE);
        },
      );
    },
  };
}
