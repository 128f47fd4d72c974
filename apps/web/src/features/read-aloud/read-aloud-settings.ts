import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';

/** The speeds a person can choose (1 is the voice's normal speed). */
export const READ_ALOUD_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** What the read-aloud panel remembers for each person on this device. */
export interface ReadAloudSettings {
  readonly rate: number;
  /** null: Automatic (the best voice for the page's language). */
  readonly voiceId: string | null;
  readonly isOpen: boolean;
  /**
   * The person loaded the built-in voice on this device: the panel loads it by itself next time, while the
   * browser still has no voice of its own.
   */
  readonly usesBuiltInVoice: boolean;
}

export const DEFAULT_READ_ALOUD_SETTINGS: ReadAloudSettings = {
  rate: 1,
  voiceId: null,
  isOpen: false,
  usesBuiltInVoice: false,
};

const CHANGE_EVENT = 'kakayahan:read-aloud-settings-change';

/** One key per person (their user id) and one for visitors, so people sharing a phone keep their own settings. */
export function readAloudSettingsKey(userId: number | null): string {
  return `readAloud:${userId ?? 'guest'}`;
}

/** The stored settings; anything missing or unreadable (an older or edited value) falls back to the default. */
export function parseReadAloudSettings(raw: string | null): ReadAloudSettings {
  if (!raw) return DEFAULT_READ_ALOUD_SETTINGS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_READ_ALOUD_SETTINGS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_READ_ALOUD_SETTINGS;
  const stored = value as Record<string, unknown>;
  const rate = READ_ALOUD_RATES.find((r) => r === stored.rate) ?? DEFAULT_READ_ALOUD_SETTINGS.rate;
  const voiceId = typeof stored.voiceId === 'string' && stored.voiceId ? stored.voiceId : null;
  return { rate, voiceId, isOpen: stored.isOpen === true, usesBuiltInVoice: stored.usesBuiltInVoice === true };
}

// useSyncExternalStore needs the same object while nothing changed.
let cachedRaw: string | null | undefined;
let cachedSettings = DEFAULT_READ_ALOUD_SETTINGS;
/** Settings that could not be stored (storage full or blocked): they hold until the page is left. */
const unstored = new Map<string, string>();

function readSettings(key: string): ReadAloudSettings {
  const raw = unstored.get(key) ?? localStorage.getItem(key);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSettings = parseReadAloudSettings(raw);
  }
  return cachedSettings;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The signed-in person's (or the visitor's) read-aloud settings and a way to change them; every part of the
 * page that uses them (the header button, the panel) re-renders together.
 */
export function useReadAloudSettings(): [ReadAloudSettings, (change: Partial<ReadAloudSettings>) => void] {
  const session = useSession();
  const key = readAloudSettingsKey(session?.userId ?? null);
  const settings = useSyncExternalStore(
    subscribe,
    () => readSettings(key),
    () => DEFAULT_READ_ALOUD_SETTINGS,
  );
  const update = useCallback(
    (change: Partial<ReadAloudSettings>) => {
      const raw = JSON.stringify({ ...readSettings(key), ...change });
      try {
        localStorage.setItem(key, raw);
        unstored.delete(key);
      } catch {
        unstored.set(key, raw);
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [settings, update];
}
