import type { SpeechVoiceOption } from './speech-engine';

/** The parts of a BCP 47 tag that matter for a voice: "fil-PH" → { language: "fil", region: "PH" }. */
function parseLang(lang: string): { language: string; region: string } {
  // Android spells voices "en_PH"; tags are case-insensitive.
  const [language = '', region = ''] = lang.replace(/_/gu, '-').split('-');
  return { language: language.toLowerCase(), region: region.toUpperCase() };
}

/** Tagalog (tl) and Filipino (fil) are one language for reading: either voice reads the other. */
function isFilipino(language: string): boolean {
  return language === 'fil' || language === 'tl';
}

function sameLanguage(a: string, b: string): boolean {
  return a === b || (isFilipino(a) && isFilipino(b));
}

/**
 * The voice "Automatic" uses for text in lang (issue 13): a Philippine voice of the language first (fil-PH or
 * tl-PH for Filipino, en-PH for English), then one of the text's own region (en-US), then any voice of the
 * language; for text without a voice of its language, Philippine English (it says Filipino names better than
 * others), then any English voice; null leaves the choice to the engine (its default voice).
 */
export function chooseVoice(voices: readonly SpeechVoiceOption[], lang: string): SpeechVoiceOption | null {
  const { language, region } = parseLang(lang);
  const parsed = voices.map((voice) => ({ voice, ...parseLang(voice.lang) }));
  const find = (test: (v: (typeof parsed)[number]) => boolean) => parsed.find(test)?.voice;
  return (
    find((v) => sameLanguage(v.language, language) && v.region === 'PH') ??
    (region ? find((v) => v.language === language && v.region === region) : undefined) ??
    find((v) => sameLanguage(v.language, language)) ??
    find((v) => v.language === 'en' && v.region === 'PH') ??
    find((v) => v.language === 'en') ??
    null
  );
}

/** Rank of a voice in the list a person picks from: Filipino, then Philippine English, then English, then the rest. */
function listRank(voice: SpeechVoiceOption): number {
  const { language, region } = parseLang(voice.lang);
  if (isFilipino(language)) return 0;
  if (language === 'en' && region === 'PH') return 1;
  if (language === 'en') return 2;
  return 3;
}

/** The voices in the order a person in the Philippines most likely wants them, then by language and name. */
export function sortVoicesForList(voices: readonly SpeechVoiceOption[]): SpeechVoiceOption[] {
  return [...voices].sort(
    (a, b) => listRank(a) - listRank(b) || a.lang.localeCompare(b.lang) || a.name.localeCompare(b.name),
  );
}
