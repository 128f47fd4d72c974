/**
 * The holder's name on a PWD ID card's recognised text, and whether it matches a registered name.
 * Cards print the name in capitals after (or under) a "Name" label: "Name: JUAN A. DELA CRUZ", or "NAME"
 * above the value; PaddleOCR may also return the value above its caption, as real cards print it.
 */
import { boundedEditDistance } from './edit-distance.js';

/** "Name", "Name:", "NAME", "Pangalan", and misreads "Narne", "Nane", "NAMF". */
const NAME_LABEL = /^\s*(?:name|narne|nane|nam[ef]|pangalan)\s*[:;.\-–]?\s*/iu;

/** Words of the card's print that are never part of a holder's name. */
const NOT_NAME_WORDS = new Set([
  'republic',
  'philippines',
  'province',
  'city',
  'municipality',
  'municipal',
  'mayor',
  'barangay',
  'person',
  'persons',
  'with',
  'disability',
  'disabilities',
  'type',
  'signature',
  'thumbmark',
  'holder',
  'cardholder',
  'valid',
  'until',
  'anywhere',
  'country',
  'date',
  'issued',
  'office',
  'affairs',
  'pdao',
  'pwd',
  'id',
  'no',
  'number',
  'card',
  'identification',
  'sex',
  'blood',
  'head',
  'authorized',
  'signatory',
  'act',
  'acts',
  'of',
  'the',
  'and',
]);

/** Letters (any script's accents included), spaces, and the marks names use: . , ' - */
function cleanNameText(text: string): string {
  return text
    .replace(/[^\p{L}\s.,'’-]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.,'’-]+|[\s,'’-]+$/gu, '')
    .trim();
}

/** Lower case, accents and punctuation away, one space between words: the words compared. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\s]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word.length > 0);
}

/** A word of the card's print, or an OCR misreading of one ("Disabiiity", "0FFICE" after cleaning). */
function isPrintWord(word: string): boolean {
  if (NOT_NAME_WORDS.has(word)) return true;
  if (word.length < 5) return false;
  // Short words may be a name one letter away from a printed word; long ones rarely are.
  const max = word.length >= 7 ? 2 : 1;
  for (const printed of NOT_NAME_WORDS) {
    if (printed.length >= 5 && boundedEditDistance(word, printed, max) <= max) return true;
  }
  return false;
}

/**
 * Whether a piece of card text reads like a person's name: two or more words, no digits (a digit is a
 * date, an ID or a misread label such as "Psych0social"), and no word of the card's print.
 */
function looksLikeName(text: string): boolean {
  if (/\d/u.test(text)) return false;
  const cleaned = cleanNameText(text);
  const words = nameWords(cleaned);
  const letters = cleaned.replace(/[^\p{L}]/gu, '').length;
  if (words.length < 2 || letters < 4) return false;
  // Real name words are mostly longer than one letter (initials are the exception).
  if (words.filter((word) => word.length > 1).length < 2) return false;
  return !words.some(isPrintWord);
}

/**
 * The holder's name as printed (cleaned of OCR debris), or null when no line labelled "Name" is followed
 * or preceded by something that reads like a name.
 */
export function extractCardName(text: string): string | null {
  const lines = text.split(/\r?\n/u).map((line) => line.trim());
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const label = NAME_LABEL.exec(line);
    if (!label) continue;
    const rest = line.slice(label[0].length);
    // "Name:" must be the whole label: "Named" or "Names of ..." are other words.
    if (rest.length > 0 && /^\p{L}/u.test(rest) && !/[:;.\-–]\s*$|\s$/u.test(label[0])) continue;
    const candidates = [rest, lines[i + 1] ?? '', lines[i - 1] ?? ''];
    for (const candidate of candidates) {
      if (candidate && looksLikeName(candidate)) return cleanNameText(candidate);
    }
  }
  return null;
}

/**
 * Whether the name on the card is the registered person's: every word of the registered first and last
 * names is on the card, ignoring case, accents, punctuation, extra spaces and word order; the card may
 * add middle names and initials ("JUAN A. DELA CRUZ" is Juan Dela Cruz; "DELA CRUZ, JUAN" too).
 */
export function cardNameMatches(cardName: string, firstName: string, lastName: string): boolean {
  const onCard = new Set(nameWords(cardName));
  const registered = [...nameWords(firstName), ...nameWords(lastName)];
  return registered.length > 0 && registered.every((word) => onCard.has(word));
}
