import { DISABILITY_CATEGORIES, type DisabilityCategory } from '../constants.js';
import { boundedEditDistance } from './edit-distance.js';
import { allowedDistance, canonical, splitGluedWord } from './glued.js';

/**
 * The words on a card that name each category. Only wording that names one category and nothing a
 * card carries anyway: the word "disability" alone, "person with disability", "PWD" name none.
 * Category names are matched without their generic tail ("Visual" for "Visual Disability"), which
 * also accepts "Visual Impairment"; "Cancer (RA11215)" and "Rare Disease (RA10747)" by their words.
 * Extra wording accepted: Deaf — "deafness", "hard of hearing", "hearing impairment/impaired/loss";
 * Physical — "orthopedic", "orthopaedic"; Speech — "language impairment"; Visual — "visually
 * (impaired)", "low vision", "blind(ness)".
 */
const CATEGORY_PHRASES: Record<DisabilityCategory, readonly string[]> = {
  'Deaf or Hard of Hearing': ['deaf', 'deafness', 'hard of hearing', 'hearing'],
  'Learning Disability': ['learning'],
  'Mental Disability': ['mental'],
  'Physical Disability (Orthopedic)': ['physical', 'orthopedic', 'orthopaedic'],
  'Psychosocial Disability': ['psychosocial'],
  'Speech and Language Impairment': ['speech', 'language'],
  'Visual Disability': ['visual', 'visually', 'low vision', 'blind', 'blindness'],
  'Intellectual Disability': ['intellectual'],
  'Cancer (RA11215)': ['cancer'],
  'Rare Disease (RA10747)': ['rare disease'],
};

/** Words that name a category only when context says so ("hearing impairment", "language disability"). */
const NEEDS_CONTEXT = new Set(['hearing', 'language']);

/** The generic tail after a category word; seeing one makes a fuzzy reading of the word before it credible. */
const GENERIC_WORDS = ['disability', 'disabilities', 'impairment', 'impaired', 'disorder', 'loss', 'disease'];

/** The card's own label for the field; the value follows it on the same or the next line. */
const LABEL_PHRASES = ['type of disability', 'disability type'];

interface Token {
  /** Canonical spelling: OCR look-alikes folded together (see `canonical`). */
  text: string;
  line: number;
  /** A number such as "10754": never part of a word, so words cannot be glued across it. */
  isNumber: boolean;
  /** Cut out of a glued word: a category read there ranks below every whole-word reading. */
  isGluedPiece: boolean;
}

interface Phrase {
  text: string;
  maxDistance: number;
  isMultiword: boolean;
}

interface Match {
  start: number;
  end: number;
  distance: number;
}

function toPhrase(text: string): Phrase {
  const folded = canonical(text.replace(/ /gu, ''));
  return { text: folded, maxDistance: allowedDistance(folded.length), isMultiword: text.includes(' ') };
}

/** In the spec's order, which is the order of preference. */
const CATEGORY_KEYS = DISABILITY_CATEGORIES.map((category) => ({
  phrases: CATEGORY_PHRASES[category].map((text) => ({ ...toPhrase(text), needsContext: NEEDS_CONTEXT.has(text) })),
}));
const GENERIC_KEYS = GENERIC_WORDS.map(toPhrase);
// Stricter than length alone allows: with three slips "disability type" would also read "disability jose".
const LABEL_KEYS = LABEL_PHRASES.map((text) => ({ ...toPhrase(text), maxDistance: 2 }));

/** The spec's normalisation (lowercase, `_` → space, no dots), then words with their line numbers. */
function tokenize(text: string): Token[] {
  const prepared = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/_/gu, ' ')
    .replace(/\./gu, '')
    // OCR often glues the generic tail on: "visualdisability".
    .replace(/disabilit(?:y|ies)|impair(?:ment|ed)?/gu, ' $& ');
  const tokens: Token[] = [];
  prepared.split(/\r\n|\r|\n/u).forEach((line, index) => {
    for (const [word] of line.matchAll(/[a-z0-9|!$]+/gu)) {
      for (const piece of splitGluedWord(word)) tokens.push({ ...piece, line: index });
    }
  });
  return tokens;
}

/**
 * The closest reading of `phrase` starting at token `start`, gluing following words together so split
 * words ("psycho social", "hard of hear ing") and glued ones both match. Only whole words take part,
 * so "mental" is never found inside "department".
 */
function matchAt(tokens: readonly Token[], start: number, phrase: Phrase): Match | null {
  let glued = '';
  let best: Match | null = null;
  for (let end = start; end < tokens.length && end < start + 6; end++) {
    const token = tokens[end];
    if (token === undefined || token.isNumber) break;
    glued += token.text;
    if (glued.length > phrase.text.length + phrase.maxDistance) break;
    if (missingLetters(glued, phrase.text) > phrase.maxDistance) continue;
    const distance = boundedEditDistance(glued, phrase.text, phrase.maxDistance);
    if (distance <= phrase.maxDistance && (best === null || distance < best.distance)) {
      best = { start, end, distance };
    }
  }
  return best;
}

/**
 * How many of the phrase's letters the word lacks: each edit supplies at most one, so this is a cheap
 * lower bound that spares the full distance for almost every word on the card.
 */
function missingLetters(word: string, phrase: string): number {
  letterCounts.fill(0);
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) & 127;
    letterCounts[code] = (letterCounts[code] ?? 0) + 1;
  }
  let missing = 0;
  for (let i = 0; i < phrase.length; i++) {
    const code = phrase.charCodeAt(i) & 127;
    const left = letterCounts[code] ?? 0;
    if (left > 0) letterCounts[code] = left - 1;
    else missing++;
  }
  return missing;
}
/** Scratch space for `missingLetters`, reused because it runs for every word and phrase. */
const letterCounts = new Int16Array(128);

function startsAny(tokens: readonly Token[], start: number, phrases: readonly Phrase[]): boolean {
  return phrases.some((phrase) => matchAt(tokens, start, phrase) !== null);
}

interface LabelledValue {
  /** The rest of the label's line and the next line, where the card prints the value. */
  area: Set<number>;
  /** The first word after each label: the value itself, so a misread there still counts. */
  firstWords: Set<number>;
}

function findLabelledValue(tokens: readonly Token[]): LabelledValue {
  const labelled: LabelledValue = { area: new Set(), firstWords: new Set() };
  tokens.forEach((_, start) => {
    for (const label of LABEL_KEYS) {
      const match = matchAt(tokens, start, label);
      if (match === null) continue;
      labelled.firstWords.add(match.end + 1);
      const lastLine = (tokens[match.end]?.line ?? 0) + 1;
      for (let index = match.end + 1; index < tokens.length && (tokens[index]?.line ?? 0) <= lastLine; index++) {
        labelled.area.add(index);
      }
    }
  });
  return labelled;
}

/** Whether the match reads any piece cut out of a glued word. */
function isGlued(tokens: readonly Token[], match: Match): boolean {
  return tokens.slice(match.start, match.end + 1).some((token) => token.isGluedPiece);
}

/**
 * Matches are ranked in four tiers, each in the spec's category order: a match in the value after the
 * card's "Type of Disability" label; then an exact one anywhere; then a fuzzy one anywhere; then one cut
 * out of a word glued to a label ("DISAELITYPSYCHOSOCIAL"), weaker evidence than a word OCR spaced itself.
 * A fuzzy single word counts only as the first word after the label or before a generic tail ("isual
 * disability") or the label itself (value printed above its caption), so a name one letter away from
 * "mental" is not taken.
 */
export function recognizeDisabilityCategory(text: string): DisabilityCategory | null {
  const tokens = tokenize(text);
  const labelled = findLabelledValue(tokens);
  const hasContext = (match: Match) =>
    labelled.firstWords.has(match.start) ||
    startsAny(tokens, match.end + 1, GENERIC_KEYS) ||
    startsAny(tokens, match.end + 1, LABEL_KEYS);

  let best: { tier: number; order: number } | null = null;
  for (const [order, { phrases }] of CATEGORY_KEYS.entries()) {
    for (const phrase of phrases) {
      for (let start = 0; start < tokens.length; start++) {
        const match = matchAt(tokens, start, phrase);
        if (match === null) continue;
        const isCredible = (!phrase.needsContext && (match.distance === 0 || phrase.isMultiword)) || hasContext(match);
        if (!isCredible) continue;
        const tier = labelled.area.has(match.start) ? 0 : isGlued(tokens, match) ? 3 : match.distance === 0 ? 1 : 2;
        if (best === null || tier < best.tier || (tier === best.tier && order < best.order)) best = { tier, order };
      }
    }
  }
  return best === null ? null : (DISABILITY_CATEGORIES[best.order] ?? null);
}
