import { describe, expect, it } from 'vitest';
import { ReaderController, type ReaderStatus } from './reader-controller';
import type { SpeakHandlers, SpeakOptions, SpeechChunk, SpeechEngine } from './speech-engine';

/** An engine that speaks nothing: it records each utterance and lets the test say when it starts and ends. */
class FakeEngine implements SpeechEngine {
  readonly kind = 'browser' as const;
  readonly spoken: { text: string; options: SpeakOptions }[] = [];
  cancels = 0;
  private handlers: SpeakHandlers | null = null;
  /** The handlers of every utterance, cancelled or not: a badly behaved engine may still call them. */
  readonly allHandlers: SpeakHandlers[] = [];

  voices() {
    return [];
  }
  onVoicesChanged() {
    return () => undefined;
  }
  speak(chunk: SpeechChunk, options: SpeakOptions, handlers: SpeakHandlers) {
    this.spoken.push({ text: chunk.text, options });
    this.handlers = handlers;
    this.allHandlers.push(handlers);
  }
  cancel() {
    this.cancels += 1;
    this.handlers = null;
  }
  /** The voice says the current chunk to its end. */
  finish() {
    const handlers = this.handlers;
    handlers?.onStart();
    handlers?.onBoundary(0);
    handlers?.onEnd();
  }
  get current() {
    return this.handlers;
  }
}

const chunks = ['One.', 'Two.', 'Three.'].map((text) => ({ text, lang: 'en' }));

function setUp(rate = 1) {
  const engine = new FakeEngine();
  const events: string[] = [];
  const statuses: ReaderStatus[] = [];
  const settings = { rate };
  const reader = new ReaderController<SpeechChunk>(engine, {
    speakOptionsFor: () => ({ voiceId: null, rate: settings.rate }),
    listener: {
      onStateChange: (state) => statuses.push(state.status),
      onChunkStart: (chunk) => events.push(`start ${chunk.text}`),
      onWord: (chunk, charIndex) => events.push(`word ${chunk.text}@${charIndex}`),
      onClear: () => events.push('clear'),
      onError: (message) => events.push(`error ${message}`),
    },
  });
  return { engine, reader, events, statuses, settings };
}

describe('ReaderController', () => {
  it('speaks the chunks one at a time, in order, each after the previous ends', () => {
    const { engine, reader, events } = setUp();
    reader.read(chunks);
    expect(engine.spoken.map((s) => s.text)).toEqual(['One.']);
    engine.finish();
    expect(engine.spoken.map((s) => s.text)).toEqual(['One.', 'Two.']);
    engine.finish();
    engine.finish();
    expect(engine.spoken.map((s) => s.text)).toEqual(['One.', 'Two.', 'Three.']);
    expect(reader.state.status).toBe('idle');
    expect(events).toContain('start Two.');
    expect(events).toContain('word Three.@0');
    expect(events.at(-1)).toBe('clear');
  });

  it('pauses by cancelling the chunk, and resumes from the start of that same chunk', () => {
    const { engine, reader, statuses } = setUp();
    reader.read(chunks);
    engine.finish();
    reader.pause();
    expect(reader.state).toEqual({ status: 'paused', chunkIndex: 1, chunkCount: 3 });
    expect(engine.cancels).toBe(1);
    expect(statuses.at(-1)).toBe('paused');

    reader.resume();
    expect(engine.spoken.map((s) => s.text)).toEqual(['One.', 'Two.', 'Two.']);
    expect(reader.state.status).toBe('speaking');
    engine.finish();
    expect(engine.spoken.at(-1)?.text).toBe('Three.');
  });

  it('stops for good: nothing more is spoken and Resume does nothing', () => {
    const { engine, reader } = setUp();
    reader.read(chunks);
    reader.stop();
    expect(reader.state).toEqual({ status: 'idle', chunkIndex: 0, chunkCount: 0 });
    expect(engine.cancels).toBe(1);
    reader.resume();
    engine.finish();
    expect(engine.spoken.map((s) => s.text)).toEqual(['One.']);
  });

  it('ignores what a cancelled utterance reports afterwards', () => {
    const { engine, reader, events } = setUp();
    reader.read(chunks);
    const cancelled = engine.current!;
    reader.pause();
    cancelled.onEnd();
    cancelled.onError('interrupted');
    expect(reader.state.status).toBe('paused');
    expect(engine.spoken).toHaveLength(1);
    expect(events.filter((e) => e.startsWith('error'))).toEqual([]);
  });

  it('asks for the speed before every chunk, and restarts the chunk when asked (a new speed)', () => {
    const { engine, reader, settings } = setUp(1);
    reader.read(chunks);
    settings.rate = 1.5;
    reader.restartChunk();
    expect(engine.spoken.map((s) => [s.text, s.options.rate])).toEqual([
      ['One.', 1],
      ['One.', 1.5],
    ]);
  });

  it('reports an engine error once and stops', () => {
    const { engine, reader, events } = setUp();
    reader.read(chunks);
    engine.current!.onError('The voice stopped.');
    expect(events.filter((e) => e.startsWith('error'))).toEqual(['error The voice stopped.']);
    expect(reader.state.status).toBe('idle');
  });

  it('reading new text replaces what was being read', () => {
    const { engine, reader } = setUp();
    reader.read(chunks);
    reader.read([{ text: 'Other.', lang: 'fil' }]);
    expect(engine.cancels).toBe(1);
    expect(reader.state).toEqual({ status: 'speaking', chunkIndex: 0, chunkCount: 1 });
    engine.allHandlers[0]!.onEnd();
    expect(engine.spoken.map((s) => s.text)).toEqual(['One.', 'Other.']);
  });
});
