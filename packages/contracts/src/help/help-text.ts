import { filipinoRoots } from './help-filipino.js';
import { PHRASES, STOP_WORDS, SYNONYMS } from './help-synonyms.js';

/**
 * All the phrases in one expression, so a text is scanned once: at each place the first phrase that
 * matches there wins, in the order of PHRASES. Each phrase is one capturing group.
 */
const PHRASE_PATTERN = new RegExp(PHRASES.map(([pattern]) => `(${pattern.source})`).join('|'), 'gu');

function phraseTerm(match: string, ...groups: unknown[]): string {
  const index = groups.findIndex((group) => typeof group === 'string');
  return ` ${PHRASES[index]?.[1] ?? match} `;
}

/**
 * The words of a text as the help search reads them: lower case, accents and apostrophes removed
 * ("didn't" → "didnt"), the phrases of PHRASES joined into one word, then split at everything that is
 * not a letter or a digit (so "mag-apply" gives "mag" and "apply").
 */
export function helpWords(text: string): string[] {
  const value = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019`]/gu, '')
    .replace(PHRASE_PATTERN, phraseTerm);
  return value.match(/[\p{L}\p{N}]+/gu) ?? [];
}

const VOWEL = /[aeiou]/u;

/** "chatt" → "chat": the doubled last letter an "-ing" or "-ed" leaves behind. */
function undouble(word: string): string {
  const last = word.at(-1);
  return word.length > 3 && last === word.at(-2) && last !== 'l' && last !== 's' && last !== 'z'
    ? word.slice(0, -1)
    : word;
}

/**
 * A light English stemmer: plurals, "-ing", "-ed", "-ment" and a final "e" go, so "applying", "applied" and
 * "apply", or "approve" and "approved", meet. It only has to make forms of one word equal; its stems are
 * not words ("approv"). Words of three letters or fewer, and words without a vowel, stay as they are.
 */
export function helpStem(word: string): string {
  if (word.length <= 3 || !VOWEL.test(word) || /\d/u.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('ied') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.endsWith('ing') && VOWEL.test(stem.slice(0, -3)) && stem.length > 5) stem = undouble(stem.slice(0, -3));
  else if (stem.endsWith('ed') && VOWEL.test(stem.slice(0, -2)) && stem.length > 4) stem = undouble(stem.slice(0, -2));
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/u.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ment') && stem.length >= 9) stem = stem.slice(0, -4);
  if (stem.endsWith('e') && stem.length >= 4) stem = stem.slice(0, -1);
  return stem;
}

/** Words already read: reading a Filipino word's roots tries many affixes, and the same words recur. */
const termsCache = new Map<string, readonly string[]>();
const TERMS_CACHE_SIZE = 20_000;

/** The synonym of a word, or of the root of a Filipino verb form ("buburahin" → "bura" → "delete"). */
function synonymOf(word: string): readonly string[] | undefined {
  const synonym = SYNONYMS.get(word);
  if (synonym) return synonym;
  for (const root of filipinoRoots(word)) {
    const ofRoot = SYNONYMS.get(root);
    if (ofRoot) return ofRoot;
  }
  return undefined;
}

/**
 * The search terms of one word: none for a stop word, the English words of a synonym ("trabaho" → "job",
 * also through a Filipino verb form's root), else its stem.
 */
export function helpTermsOfWord(word: string): readonly string[] {
  const cached = termsCache.get(word);
  if (cached) return cached;
  let terms: readonly string[] = [];
  if (!STOP_WORDS.has(word)) {
    const synonym = synonymOf(word);
    terms = synonym ? synonym.map(helpStem) : [helpStem(word)];
  }
  // Bounded: the articles' words and the common questions' fit many times over; a flood of odd words
  // from many questions cannot grow it without end.
  if (termsCache.size < TERMS_CACHE_SIZE) termsCache.set(word, terms);
  return terms;
}

/** Every search term of a text, in order (repeats kept: they count as term frequency). */
export function helpTerms(text: string): string[] {
  return helpWords(text).flatMap(helpTermsOfWord);
}
