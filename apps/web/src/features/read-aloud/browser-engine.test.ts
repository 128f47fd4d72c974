import { describe, expect, it, vi } from 'vitest';
import { createBrowserEngine, hasSpeechSynthesis } from './browser-engine';

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: { voiceURI: string } | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onboundary: ((event: { name: string; charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeScope() {
  const utterances: FakeUtterance[] = [];
  const voices = [
    { voiceURI: 'urn:en-us', name: 'Samantha', lang: 'en-US' },
    { voiceURI: 'urn:fil', name: 'Blessica', lang: 'fil_PH' },
  ];
  const speechSynthesis = {
    paused: false,
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => utterances.push(utterance),
    cancel: vi.fn(),
    resume: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const scope = { speechSynthesis, SpeechSynthesisUtterance: FakeUtterance } as unknown as Parameters<
    typeof createBrowserEngine
  >[0];
  return { scope, utterances, speechSynthesis };
}

const handlers = () => ({ onStart: vi.fn(), onBoundary: vi.fn(), onEnd: vi.fn(), onError: vi.fn() });

describe('the browser engine', () => {
  it('is missing when the browser has no speech synthesis', () => {
    expect(hasSpeechSynthesis(fakeScope().scope)).toBe(true);
    expect(hasSpeechSynthesis({ speechSynthesis: undefined, SpeechSynthesisUtterance: undefined } as never)).toBe(
      false,
    );
  });

  it('lists the voices with Android’s en_PH spelled en-PH, and speaks with the chosen voice, language and speed', () => {
    const { scope, utterances } = fakeScope();
    const engine = createBrowserEngine(scope);
    expect(engine.voices()).toEqual([
      { id: 'urn:en-us', name: 'Samantha', lang: 'en-US' },
      { id: 'urn:fil', name: 'Blessica', lang: 'fil-PH' },
    ]);
    engine.speak({ text: 'Magandang araw.', lang: 'fil' }, { voiceId: 'urn:fil', rate: 1.25 }, handlers());
    expect(utterances[0]).toMatchObject({
      text: 'Magandang araw.',
      lang: 'fil',
      rate: 1.25,
      voice: { name: 'Blessica' },
    });
  });

  it('reports words, the end and real errors, and nothing of an utterance after it was cancelled', () => {
    const { scope, utterances } = fakeScope();
    const engine = createBrowserEngine(scope);
    const first = handlers();
    engine.speak({ text: 'One two.', lang: 'en' }, { voiceId: null, rate: 1 }, first);
    utterances[0]!.onstart?.();
    utterances[0]!.onboundary?.({ name: 'word', charIndex: 4 });
    utterances[0]!.onboundary?.({ name: 'sentence', charIndex: 0 });
    expect(first.onStart).toHaveBeenCalledOnce();
    expect(first.onBoundary.mock.calls).toEqual([[4]]);

    engine.cancel();
    utterances[0]!.onerror?.({ error: 'interrupted' });
    utterances[0]!.onend?.();
    expect(first.onEnd).not.toHaveBeenCalled();
    expect(first.onError).not.toHaveBeenCalled();

    const second = handlers();
    engine.speak({ text: 'Three.', lang: 'en' }, { voiceId: null, rate: 1 }, second);
    utterances[1]!.onerror?.({ error: 'voice-unavailable' });
    expect(second.onError).toHaveBeenCalledWith('This voice cannot read this text. Choose another voice.');
  });
});
