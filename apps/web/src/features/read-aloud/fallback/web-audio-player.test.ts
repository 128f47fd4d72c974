import { describe, expect, it, vi } from 'vitest';
import { createWebAudioPlayer, toFloatSamples } from './web-audio-player';

/** Just enough of Web Audio to see what the player does with it. */
function fakeAudioContext(resume: () => Promise<void> = () => Promise.resolve()) {
  const sources: { node: EventTarget; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }[] = [];
  const buffers: { channels: number; length: number; sampleRate: number; data: Float32Array | null }[] = [];
  const context = {
    destination: {},
    resume: vi.fn(resume),
    createBuffer: (channels: number, length: number, sampleRate: number) => {
      const buffer = { channels, length, sampleRate, data: null as Float32Array | null };
      buffers.push(buffer);
      return { copyToChannel: (data: Float32Array) => (buffer.data = data) };
    },
    createBufferSource: () => {
      const start = vi.fn();
      const stop = vi.fn();
      const node = Object.assign(new EventTarget(), {
        connect: vi.fn(),
        disconnect: vi.fn(),
        start,
        stop,
        buffer: null,
      });
      sources.push({ node, start, stop });
      return node;
    },
  };
  return { context: context as unknown as AudioContext, sources, buffers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const speech = { samples: new Int16Array([0, 16384, -32768]), sampleRate: 22050 };

describe('createWebAudioPlayer', () => {
  it('plays the samples at their own rate, reporting start, then end when the sound ends', async () => {
    const fake = fakeAudioContext();
    const events = { onStart: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
    createWebAudioPlayer(() => fake.context).play(speech, events);
    await settle();
    expect(fake.buffers).toEqual([{ channels: 1, length: 3, sampleRate: 22050, data: new Float32Array([0, 0.5, -1]) }]);
    expect(fake.sources[0]?.start).toHaveBeenCalledTimes(1);
    expect(events.onStart).toHaveBeenCalledTimes(1);
    expect(events.onEnd).not.toHaveBeenCalled();
    fake.sources[0]?.node.dispatchEvent(new Event('ended'));
    expect(events.onEnd).toHaveBeenCalledTimes(1);
  });

  it('stopped before it could start: it never starts', async () => {
    const fake = fakeAudioContext();
    const events = { onStart: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
    createWebAudioPlayer(() => fake.context)
      .play(speech, events)
      .stop();
    await settle();
    expect(fake.sources).toHaveLength(0);
    expect(events.onStart).not.toHaveBeenCalled();
  });

  it('stopped while playing: the sound stops and no end is reported', async () => {
    const fake = fakeAudioContext();
    const events = { onStart: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
    const sound = createWebAudioPlayer(() => fake.context).play(speech, events);
    await settle();
    sound.stop();
    fake.sources[0]?.node.dispatchEvent(new Event('ended'));
    expect(fake.sources[0]?.stop).toHaveBeenCalledTimes(1);
    expect(events.onEnd).not.toHaveBeenCalled();
  });

  it('reports an error when the device will not play, and makes one context for every sound', async () => {
    const fake = fakeAudioContext(() => Promise.reject(new Error('not allowed')));
    const createContext = vi.fn(() => fake.context);
    const player = createWebAudioPlayer(createContext);
    const events = { onStart: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
    player.play(speech, events);
    player.play(speech, { onStart: vi.fn(), onEnd: vi.fn(), onError: vi.fn() });
    await settle();
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onStart).not.toHaveBeenCalled();
    expect(createContext).toHaveBeenCalledTimes(1);
  });
});

describe('toFloatSamples', () => {
  it('scales 16-bit samples to -1…1', () => {
    expect([...toFloatSamples(new Int16Array([-32768, 0, 32767]))]).toEqual([-1, 0, 32767 / 32768]);
  });
});
