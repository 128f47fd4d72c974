import type { Page } from '@playwright/test';

/** One utterance the app asked the browser to speak. */
export interface RecordedUtterance {
  text: string;
  lang: string;
  /** The chosen voice's name, or null for the browser's default. */
  voice: string | null;
  rate: number;
}

/** The voices the recorder offers: a default US English one, then Philippine English and Filipino. */
export const RECORDED_VOICES = [
  { voiceURI: 'urn:voice:en-US', name: 'US English', lang: 'en-US', default: true, localService: true },
  { voiceURI: 'urn:voice:en-PH', name: 'Philippine English', lang: 'en-PH', default: false, localService: true },
  { voiceURI: 'urn:voice:fil-PH', name: 'Filipino', lang: 'fil-PH', default: false, localService: true },
] as const;

/** What the page exposes as window.__speechRecorder (see installSpeechRecorder). */
interface SpeechRecorderHandle {
  spoken: RecordedUtterance[];
  cancels: number;
  isSpeaking(): boolean;
  start(): void;
  boundary(charIndex: number): void;
  end(): void;
  say(): void;
}

declare global {
  interface Window {
    __speechRecorder?: SpeechRecorderHandle;
  }
}

/**
 * Replaces the browser's speech synthesis with a recorder before the app's first script runs (the boundary
 * issue 13 tests at): speak() records the utterance and nothing is heard; the test then says when the
 * current utterance starts, reaches a word (charIndex) and ends, each event fired on the utterance as the
 * browser would. cancel() drops the queue and reports "interrupted" a moment later, as Chrome does.
 */
export async function installSpeechRecorder(
  page: Page,
  offeredVoices: readonly (typeof RECORDED_VOICES)[number][] = RECORDED_VOICES,
): Promise<void> {
  await page.addInitScript((voices) => {
    type Handler = ((event: Event) => void) | null;
    class RecorderUtterance extends EventTarget {
      lang = '';
      rate = 1;
      pitch = 1;
      volume = 1;
      voice: (typeof voices)[number] | null = null;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      onboundary: Handler = null;
      onpause: Handler = null;
      onresume: Handler = null;
      onmark: Handler = null;
      constructor(public text = '') {
        super();
      }
    }
    const fire = (utterance: RecorderUtterance, type: 'start' | 'end' | 'error' | 'boundary', extra = {}) => {
      const event = Object.assign(new Event(type), { utterance, charIndex: 0, elapsedTime: 0, name: '' }, extra);
      utterance[`on${type}`]?.(event);
      utterance.dispatchEvent(event);
    };

    let current: RecorderUtterance | null = null;
    let queue: RecorderUtterance[] = [];
    const recorder = {
      spoken: [] as { text: string; lang: string; voice: string | null; rate: number }[],
      cancels: 0,
      isSpeaking: () => current !== null,
      start() {
        if (current) fire(current, 'start');
      },
      boundary(charIndex: number) {
        if (current) fire(current, 'boundary', { name: 'word', charIndex });
      },
      end() {
        const ended = current;
        current = queue.shift() ?? null;
        if (ended) fire(ended, 'end');
      },
      /** The whole current utterance: its start, every word, its end. */
      say() {
        const utterance = current;
        if (!utterance) return;
        recorder.start();
        for (const match of utterance.text.matchAll(/\S+/gu)) recorder.boundary(match.index);
        recorder.end();
      },
    };

    const synthesis = Object.assign(new EventTarget(), {
      pending: false,
      paused: false,
      get speaking() {
        return current !== null;
      },
      onvoiceschanged: null,
      getVoices: () => [...voices],
      speak(utterance: RecorderUtterance) {
        recorder.spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          voice: utterance.voice?.name ?? null,
          rate: utterance.rate,
        });
        if (current) queue.push(utterance);
        else current = utterance;
      },
      cancel() {
        recorder.cancels += 1;
        const interrupted = current;
        current = null;
        queue = [];
        if (interrupted) setTimeout(() => fire(interrupted, 'error', { error: 'interrupted' }), 0);
      },
      pause: () => undefined,
      resume: () => undefined,
    });
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synthesis });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: RecorderUtterance });
    Object.defineProperty(window, '__speechRecorder', { configurable: true, value: recorder });
  }, offeredVoices);
}

/** Takes speech synthesis away before the app loads, as in a browser without it. */
export async function removeSpeechSynthesis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: undefined });
  });
}

/** Drives the recorder from the test. */
export function speechRecorder(page: Page) {
  return {
    spoken: () => page.evaluate(() => window.__speechRecorder?.spoken ?? []),
    cancels: () => page.evaluate(() => window.__speechRecorder?.cancels ?? 0),
    isSpeaking: () => page.evaluate(() => window.__speechRecorder?.isSpeaking() ?? false),
    start: () => page.evaluate(() => window.__speechRecorder?.start()),
    boundary: (charIndex: number) => page.evaluate((index) => window.__speechRecorder?.boundary(index), charIndex),
    end: () => page.evaluate(() => window.__speechRecorder?.end()),
    /** Lets the current utterance be said in full. */
    say: () => page.evaluate(() => window.__speechRecorder?.say()),
    /** Lets every utterance be said, one after the other, until nothing is left to say. */
    sayAll: () =>
      page.evaluate(() => {
        const recorder = window.__speechRecorder;
        for (let guard = 0; recorder?.isSpeaking() && guard < 10_000; guard += 1) recorder.say();
      }),
  };
}

/** The text under the page's spoken-word highlight (CSS Custom Highlight API), or null when nothing is marked. */
export function highlightedText(page: Page, name = 'read-aloud'): Promise<string | null> {
  return page.evaluate((highlightName) => {
    // The registry is a Map of Highlights (Sets of Ranges); the suite's DOM types leave the Map part out.
    const registry = CSS.highlights as unknown as Map<string, Set<Range>>;
    const highlight = registry.get(highlightName);
    if (!highlight || highlight.size === 0) return null;
    const texts: string[] = [];
    highlight.forEach((range) => texts.push(range.toString()));
    return texts.join(' ');
  }, name);
}
