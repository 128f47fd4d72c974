import { boundedEditDistance } from './edit-distance.js';

/** One word of card text as matched: canonical spelling, and whether it was cut out of a longer glued word. */
export interface WordPiece {
  text: string;
  /** A number such as "10754": never part of a word, so words cannot be glued across it. */
  isNumber: boolean;
  /** Cut from a glued word ("disaelitypsychosocial"): weaker evidence than a word the OCR spaced itself. */
  isGluedPiece: boolean;
}

/**
 * Folds characters OCR confuses into one spelling, applied to the card text and the phrases alike:
 * 0/o, 1/l/i/|/!, 5/s/$, rn/m, vv/w.
 */
export function canonical(word: string): string {
  return word
    .replace(/0/gu, 'o')
    .replace(/[1l|!]/gu, 'i')
    .replace(/[5$]/gu, 's')
    .replace(/rn/gu, 'm')
    .replace(/vv/gu, 'w');
}

/** Small slips are forgiven in proportion to length; four letters or fewer ("deaf") must be exact. */
export function allowedDistance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  if (length <= 13) return 2;
  return 3;
}

/**
 * The card's label words, which PaddleOCR glues to the value beside them ("TYPEOFDISABILITYVISUAL",
 * "DISAELITYPSYCHOSOCIAL", "MENTALDISABILTY"). Only these are cut off a word: a category word is never
 * looked for inside an arbitrary word, so "department" keeps its "ment" and "elearning" its "learning".
 */
const LEADING_LABELS = ['type of disability', 'disability type', 'disability', 'disabilities'].map(toKey);
// "Type of" too: an exact "disability" is already split off before this ("learningtypeof" + "disability").
const TRAILING_LABELS = ['type of disability', 'type of', 'disability', 'disabilities', 'impairment', 'impaired'].map(
  toKey,
);

/** A piece left after cutting a label must still be a word: "deaf", the shortest category word, has four letters. */
const MIN_REST = 4;

/** At most two slips in a label, however long: three would let "disability" swallow letters of the value. */
const MAX_LABEL_SLIPS = 2;

function toKey(text: string): string {
  return canonical(text.replace(/ /gu, ''));
}

/**
 * The length of the label `word` starts (or ends) with, or 0. The closest reading wins, then the shorter
 * one, so a slip at the seam leaves the value whole ("disabilitvisual" → "disabilit" + "visual").
 */
function labelLength(word: string, labels: readonly string[], atEnd: boolean): number {
  let best = { length: 0, distance: Infinity };
  for (const label of labels) {
    const max = Math.min(MAX_LABEL_SLIPS, allowedDistance(label.length));
    for (let length = label.length - max; length <= label.length + max; length++) {
      if (length > word.length - MIN_REST) break;
      const part = atEnd ? word.slice(word.length - length) : word.slice(0, length);
      const distance = boundedEditDistance(part, label, max);
      if (distance > max) continue;
      if (distance < best.distance || (distance === best.distance && length < best.length)) {
        best = { length, distance };
      }
    }
  }
  return best.length;
}

/** Cuts label words off both ends of a canonical letter word, as often as they are there. */
function cutLabels(word: string): string[] {
  const before: string[] = [];
  const after: string[] = [];
  let rest = word;
  for (;;) {
    const leading = labelLength(rest, LEADING_LABELS, false);
    if (leading > 0) {
      before.push(rest.slice(0, leading));
      rest = rest.slice(leading);
      continue;
    }
    const trailing = labelLength(rest, TRAILING_LABELS, true);
    if (trailing > 0) {
      after.unshift(rest.slice(rest.length - trailing));
      rest = rest.slice(0, rest.length - trailing);
      continue;
    }
    return [...before, rest, ...after];
  }
}

/**
 * A word as OCR read it (lowercase, no spaces) in the pieces matching looks at. A long number glued to a
 * word is cut off with the "RA" of its act ("cancerra11215" → "cancer", "ra", "11215"); single digits stay,
 * as they are usually misread letters ("menta1"). Then label words are cut off the word's ends.
 */
export function splitGluedWord(word: string): WordPiece[] {
  const act = /^([a-z|!$]{4,}?)(ra)?(\d{4,})$/u.exec(word);
  if (act !== null) {
    const [, letters = '', ra, digits = ''] = act;
    return [
      ...splitGluedWord(letters).map((piece) => ({ ...piece, isGluedPiece: true })),
      ...(ra === undefined ? [] : [{ text: ra, isNumber: false, isGluedPiece: true }]),
      { text: canonical(digits), isNumber: true, isGluedPiece: true },
    ];
  }
  const isNumber = /^\d{2,}$/u.test(word);
  const folded = canonical(word);
  const pieces = isNumber ? [folded] : cutLabels(folded);
  return pieces.map((text) => ({ text, isNumber, isGluedPiece: pieces.length > 1 }));
}
