import { stem } from './porter-stemmer.js';

/**
 * Words that carry no meaning for matching: common English function words, and the filler around skills
 * ("Customer Service skills", "experience in Excel", "knowledge of bookkeeping"). Dropped everywhere, in
 * job text and in the person's skills alike, so both sides compare the same way. "it" stays: "IT support".
 */
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each etc few for from further had has have ' +
    'having he her here hers him his how i if in into is its itself just may me more most must my no nor ' +
    'not of off on once only or other our ours out over own per same she should so some such than that the ' +
    'their theirs them then there these they this those through to too under until up upon us very via was we ' +
    'were what when where which while who whom why will with within without would you your yours ' +
    // Filler words around skills and in job ads.
    'ability abilities able basic excellent experience experienced good great knowledge proficiency ' +
    'proficient skill skilled skills strong'
  ).split(' '),
);

/** One word of a text: as written (lower case, no accents) and its stem. */
export interface Token {
  raw: string;
  stem: string;
}

/** Stems of words already seen: job text repeats itself, and stemming is the costly part of tokenizing. */
const STEM_CACHE_SIZE = 50_000;
const stemCache = new Map<string, string>();

function cachedStem(word: string): string {
  let value = stemCache.get(word);
  if (value === undefined) {
    if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
    value = stem(word);
    stemCache.set(word, value);
  }
  return value;
}

/** Symbols that make a different word ("C++", "C#") are spelled out before stemming. */
function spellSymbols(word: string): string {
  if (word.endsWith('++')) return `${word.slice(0, -2)}pp`;
  if (word.endsWith('#')) return `${word.slice(0, -1)}sharp`;
  return word;
}

/**
 * The meaningful words of a text, in order: lower case, accents removed, apostrophes dropped ("employer's"),
 * a dot inside a word joined ("Node.js" → "nodejs"), "C++"/"C#" kept apart from "C", stopwords dropped.
 */
export function tokenize(text: string): Token[] {
  const normalized = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/gu, '')
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '');
  const tokens: Token[] = [];
  for (const match of normalized.matchAll(/[\p{L}\p{N}]+(?:\+\+|#)?/gu)) {
    const raw = spellSymbols(match[0]);
    if (STOPWORDS.has(raw)) continue;
    tokens.push({ raw, stem: cachedStem(raw) });
  }
  return tokens;
}

/** The stems of a text, in order (duplicates kept). */
export function stemsOf(text: string): string[] {
  return tokenize(text).map((token) => token.stem);
}

/**
 * A skill as the matcher uses it: its stems in order, and its words run together ("Node JS" → "nodejs")
 * so that "NodeJS", "Node.js" and "node js" meet. Null when nothing meaningful is left ("Skills").
 */
export interface Phrase {
  stems: string[];
  joined: string;
}

export function phraseOf(text: string): Phrase | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  return { stems: tokens.map((token) => token.stem), joined: tokens.map((token) => token.raw).join('') };
}

/** Longest run of words whose joined spelling is compared with a phrase's ("front end" vs "frontend"). */
const MAX_JOINED_WORDS = 4;

/**
 * Whether a phrase occurs in a text already tokenized: its stems as consecutive words ("customer service"
 * in "customer service skills", "JavaScript" in "javascript programming"), or its joined spelling equal to
 * a run of consecutive words joined ("Front-end" ~ "frontend").
 */
export function phraseOccursIn(phrase: Phrase, tokens: readonly Token[]): boolean {
  const { stems, joined } = phrase;
  for (let start = 0; start < tokens.length; start += 1) {
    if (startsWithStems(tokens, start, stems)) return true;
    let run = '';
    for (let end = start; end < tokens.length && end - start < MAX_JOINED_WORDS; end += 1) {
      run += tokens[end]?.raw ?? '';
      if (run.length >= joined.length) {
        if (run === joined) return true;
        break;
      }
    }
  }
  return false;
}

function startsWithStems(tokens: readonly Token[], start: number, stems: readonly string[]): boolean {
  if (start + stems.length > tokens.length) return false;
  return stems.every((value, i) => tokens[start + i]?.stem === value);
}
