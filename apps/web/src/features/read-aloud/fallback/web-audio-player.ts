import type { SynthesizedSpeech } from './worker-synthesizer';

export interface SoundEvents {
  onStart(): void;
  onEnd(): void;
  onError(): void;
}

export interface PlayingSound {
  /** Silences the sound at once; none of its events fire afterwards. */
  stop(): void;
}

/** Plays synthesised speech on the device. */
export interface SoundPlayer {
  play(speech: SynthesizedSpeech, events: SoundEvents): PlayingSound;
}

/** 16-bit samples as the -1…1 floats Web Audio plays. */
export function toFloatSamples(samples: Int16Array): Float32Array<ArrayBuffer> {
  const floats = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) floats[index] = (samples[index] ?? 0) / 32768;
  return floats;
}

/**
 * Web Audio playback: the samples go straight into an AudioBuffer (no WAV encoding, no blob URL to revoke),
 * and the context is made on the first sound, after the person has pressed a button, so browsers let it
 * play.
 */
export function createWebAudioPlayer(createContext: () => AudioContext = () => new AudioContext()): SoundPlayer {
  let context: AudioContext | null = null;
  return {
    play(speech, events) {
      context ??= createContext();
      const audio = context;
      let source: AudioBufferSourceNode | null = null;
      let isOver = false;
      audio
        .resume()
        .then(() => {
          if (isOver) return;
          const buffer = audio.createBuffer(1, speech.samples.length, speech.sampleRate);
          buffer.copyToChannel(toFloatSamples(speech.samples), 0);
          const node = audio.createBufferSource();
          node.buffer = buffer;
          node.connect(audio.destination);
          node.addEventListener('ended', () => {
            node.disconnect();
            if (isOver) return;
            isOver = true;
            events.onEnd();
          });
          source = node;
          node.start();
          events.onStart();
        })
        .catch(() => {
          if (isOver) return;
          isOver = true;
          events.onError();
        });
      return {
        stop() {
          if (isOver) return;
          isOver = true;
          source?.stop();
        },
      };
    },
  };
}
