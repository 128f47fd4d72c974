import type { SpeechVoiceOption } from '../speech-engine';

/** A voice of the built-in engine: what the person sees, and the eSpeak NG voice that speaks. */
export interface FallbackVoice extends SpeechVoiceOption {
  /** eSpeak NG's name of the voice, given to set_voice. */
  readonly espeakVoice: string;
}

/**
 * eSpeak NG has no Filipino voice. Its Indonesian rules read Filipino spelling closely (pure vowels, "ng"
 * as one sound, "ny"), far better than English rules do, so Filipino text is read by the Indonesian voice
 * and the voice says it is approximate.
 */
export const FILIPINO_VOICE: FallbackVoice = {
  id: 'built-in-fil',
  name: 'Filipino (approximate), built-in',
  lang: 'fil-PH',
  espeakVoice: 'id',
};

/** American English first: Philippine English follows American spelling and sounds closest to it. */
export const ENGLISH_VOICE: FallbackVoice = {
  id: 'built-in-en-us',
  name: 'English (American), built-in',
  lang: 'en-US',
  espeakVoice: 'en-us',
};

export const BRITISH_ENGLISH_VOICE: FallbackVoice = {
  id: 'built-in-en-gb',
  name: 'English (British), built-in',
  lang: 'en-GB',
  espeakVoice: 'en',
};

export const FALLBACK_VOICES: readonly FallbackVoice[] = [ENGLISH_VOICE, BRITISH_ENGLISH_VOICE, FILIPINO_VOICE];

/** The list the panel shows: only what SpeechVoiceOption has (the eSpeak name stays inside). */
export const FALLBACK_VOICE_OPTIONS: readonly SpeechVoiceOption[] = FALLBACK_VOICES.map(({ id, name, lang }) => ({
  id,
  name,
  lang,
}));

const BRITISH_REGIONS = new Set(['gb', 'uk', 'ie', 'au', 'nz']);

/**
 * The chosen voice, or (none chosen, or one this engine does not have) the best voice for the chunk's
 * language: Filipino and Tagalog get the Filipino voice, British-style English the British one, and
 * everything else American English (the site's text is English or Filipino).
 */
export function chooseFallbackVoice(voiceId: string | null, lang: string): FallbackVoice {
  const chosen = FALLBACK_VOICES.find((voice) => voice.id === voiceId);
  if (chosen) return chosen;
  const [language = '', region = ''] = lang.toLowerCase().split(/[-_]/);
  if (language === 'fil' || language === 'tl') return FILIPINO_VOICE;
  if (language === 'en' && BRITISH_REGIONS.has(region)) return BRITISH_ENGLISH_VOICE;
  return ENGLISH_VOICE;
}

/** eSpeak NG's normal speed, in words per minute, and the limits it accepts. */
export const NORMAL_WORDS_PER_MINUTE = 175;
const SLOWEST_WORDS_PER_MINUTE = 80;
const FASTEST_WORDS_PER_MINUTE = 450;

/** The reader's rate (0.5 to 2, 1 is normal) as eSpeak NG's words per minute. */
export function wordsPerMinute(rate: number): number {
  const safeRate = Number.isFinite(rate) && rate > 0 ? rate : 1;
  const words = Math.round(NORMAL_WORDS_PER_MINUTE * safeRate);
  return Math.min(FASTEST_WORDS_PER_MINUTE, Math.max(SLOWEST_WORDS_PER_MINUTE, words));
}

/**
 * Two Filipino words are not spelled as they sound, and the Indonesian rules would spell them out or
 * drop a vowel: "ng" is said "nang", and "mga" is said "manga".
 */
const FILIPINO_SPOKEN_FORMS: readonly (readonly [RegExp, string])[] = [
  [/(?<![\p{L}\p{N}])ng(?![\p{L}\p{N}])/giu, 'nang'],
  [/(?<![\p{L}\p{N}])mga(?![\p{L}\p{N}])/giu, 'manga'],
];

/** The text as the voice should be given it: Filipino words respelled as they are said. */
export function prepareTextForVoice(text: string, voice: FallbackVoice): string {
  if (voice !== FILIPINO_VOICE) return text;
  return FILIPINO_SPOKEN_FORMS.reduce((spoken, [word, said]) => spoken.replace(word, said), text);
}
