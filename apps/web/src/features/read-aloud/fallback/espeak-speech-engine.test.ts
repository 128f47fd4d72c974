import { describe, expect, it, vi } from 'vitest';
import type { SpeakHandlers } from '../speech-engine';
import { createEspeakSpeechEngine, PLAYBACK_FAILED_MESSAGE, SYNTHESIS_FAILED_MESSAGE } from './espeak-speech-engine';
import type { SoundEvents, SoundPlayer } from './web-audio-player';
import type { SynthesizedSpeech, Synthesizer } from './worker-synthesizer';

interface SynthesisRequest {
  text: string;
  espeakVoice: string;
  wordsPerMinute: number;
  resolve(speech: SynthesizedSpeech): void;
  reject(error: Error): void;
}

/** A synthesiser whose answers the test gives, one request at a time. */
function fakeSynthesizer(): Synthesizer & { requests: SynthesisRequest[] } {
  const requests: SynthesisRequest[] = [];
  return {
    requests,
    synthesize: (text, espeakVoice, wordsPerMinute) =>
      new Promise((resolve, reject) => requests.push({ text, espeakVoice, wordsPerMinute, resolve, reject })),
  };
}

interface PlayedSound {
  events: SoundEvents;
  stop: ReturnType<typeof vi.fn>;
}

function fakePlayer(): SoundPlayer & { sounds: PlayedSound[] } {
  const sounds: PlayedSound[] = [];
  return {
    sounds,
    play: (_speech, events) => {
      const sound = { events, stop: vi.fn() };
      sounds.push(sound);
      return sound;
    },
  };
}

function recordingHandlers(): SpeakHandlers & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    onStart: () => calls.push('start'),
    onBoundary: (index) => calls.push(`boundary ${index}`),
    onEnd: () => calls.push('end'),
    onError: (message) => calls.push(`error ${message}`),
  };
}

const speech: SynthesizedSpeech = { samples: new Int16Array([1, 2, 3]), sampleRate: 22050 };
const normal = { voiceId: null, rate: 1 };
/** Lets the engine's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const synthesizer = fakeSynthesizer();
  const player = fakePlayer();
  return { synthesizer, player, engine: createEspeakSpeechEngine(synthesizer, player) };
}

describe('the built-in voice engine', () => {
  it('synthesises the chunk, then reports start and end as the sound plays, and no word boundaries', async () => {
    const { synthesizer, player, engine } = setUp();
    const handlers = recordingHandlers();
    engine.speak({ text: 'Apply today.', lang: 'en' }, normal, handlers);
    expect(
      synthesizer.requests.map(({ text, espeakVoice, wordsPerMinute }) => [text, espeakVoice, wordsPerMinute]),
    ).toEqual([['Apply today.', 'en-us', 175]]);
    expect(handlers.calls).toEqual([]);
    synthesizer.requests[0]?.resolve(speech);
    await settle();
    expect(player.sounds).toHaveLength(1);
    player.sounds[0]?.events.onStart();
    player.sounds[0]?.events.onEnd();
    expect(handlers.calls).toEqual(['start', 'end']);
    expect(engine.kind).toBe('fallback');
  });

  it('chooses the voice by the chunk language, or the chosen one, and maps the rate', () => {
    const { synthesizer, engine } = setUp();
    engine.speak({ text: 'Ang mga trabaho.', lang: 'fil-PH' }, { voiceId: null, rate: 2 }, recordingHandlers());
    engine.speak({ text: 'Colour.', lang: 'fil' }, { voiceId: 'built-in-en-gb', rate: 0.5 }, recordingHandlers());
    expect(
      synthesizer.requests.map(({ text, espeakVoice, wordsPerMinute }) => [text, espeakVoice, wordsPerMinute]),
    ).toEqual([
      ['Ang manga trabaho.', 'id', 350],
      ['Colour.', 'en', 88],
    ]);
  });

  it('lists its three voices, which never change', () => {
    const { engine } = setUp();
    expect(engine.voices().map((voice) => voice.lang)).toEqual(['en-US', 'en-GB', 'fil-PH']);
    const unsubscribe = engine.onVoicesChanged(() => {
      throw new Error('never called');
    });
    expect(unsubscribe).toBeTypeOf('function');
    unsubscribe();
  });

  it('cancelled while synthesising: nothing plays and no handler runs', async () => {
    const { synthesizer, player, engine } = setUp();
    const handlers = recordingHandlers();
    engine.speak({ text: 'One.', lang: 'en' }, normal, handlers);
    engine.cancel();
    synthesizer.requests[0]?.resolve(speech);
    await settle();
    expect(player.sounds).toHaveLength(0);
    expect(handlers.calls).toEqual([]);
  });

  it('cancelled while playing: the sound stops at once and its end is never reported', async () => {
    const { synthesizer, player, engine } = setUp();
    const handlers = recordingHandlers();
    engine.speak({ text: 'One.', lang: 'en' }, normal, handlers);
    synthesizer.requests[0]?.resolve(speech);
    await settle();
    player.sounds[0]?.events.onStart();
    engine.cancel();
    expect(player.sounds[0]?.stop).toHaveBeenCalledTimes(1);
    player.sounds[0]?.events.onEnd();
    player.sounds[0]?.events.onError();
    expect(handlers.calls).toEqual(['start']);
  });

  it('a new chunk replaces one still speaking: only the new one reports', async () => {
    const { synthesizer, player, engine } = setUp();
    const first = recordingHandlers();
    const second = recordingHandlers();
    engine.speak({ text: 'One.', lang: 'en' }, normal, first);
    engine.speak({ text: 'Two.', lang: 'en' }, normal, second);
    synthesizer.requests[1]?.resolve(speech);
    synthesizer.requests[0]?.resolve(speech);
    await settle();
    expect(player.sounds).toHaveLength(1);
    player.sounds[0]?.events.onStart();
    player.sounds[0]?.events.onEnd();
    expect(first.calls).toEqual([]);
    expect(second.calls).toEqual(['start', 'end']);
  });

  it('reports a failed synthesis or playback once, in words', async () => {
    const { synthesizer, player, engine } = setUp();
    const failedSynthesis = recordingHandlers();
    engine.speak({ text: 'One.', lang: 'en' }, normal, failedSynthesis);
    synthesizer.requests[0]?.reject(new Error('worker crashed'));
    await settle();
    expect(failedSynthesis.calls).toEqual([`error ${SYNTHESIS_FAILED_MESSAGE}`]);

    const failedPlayback = recordingHandlers();
    engine.speak({ text: 'Two.', lang: 'en' }, normal, failedPlayback);
    synthesizer.requests[1]?.resolve(speech);
    await settle();
    player.sounds[0]?.events.onError();
    player.sounds[0]?.events.onEnd();
    expect(failedPlayback.calls).toEqual([`error ${PLAYBACK_FAILED_MESSAGE}`]);
  });

  it('ends a chunk with nothing to say at once, and starts before it ends', async () => {
    const { synthesizer, player, engine } = setUp();
    const silent = recordingHandlers();
    engine.speak({ text: '…', lang: 'en' }, normal, silent);
    synthesizer.requests[0]?.resolve({ samples: new Int16Array(0), sampleRate: 22050 });
    await settle();
    expect(player.sounds).toHaveLength(0);
    expect(silent.calls).toEqual(['start', 'end']);

    const endedEarly = recordingHandlers();
    engine.speak({ text: 'Two.', lang: 'en' }, normal, endedEarly);
    synthesizer.requests[1]?.resolve(speech);
    await settle();
    player.sounds[0]?.events.onEnd();
    player.sounds[0]?.events.onStart();
    expect(endedEarly.calls).toEqual(['start', 'end']);
  });
});
