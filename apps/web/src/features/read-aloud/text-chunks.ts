/** A stretch of a text, by its offsets: [start, end). */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * Chrome stops a single utterance after about 15 seconds, and Pause can only restart a whole chunk, so no
 * chunk is longer than about two spoken lines.
 */
export const MAX_CHUNK_LENGTH = 200;

/** A chunk this short after a comma is not worth its own pause; look for a space instead. */
const MIN_CLAUSE_LENGTH = 40;

const SPEAKABLE = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

/** The span without the whitespace at its ends. */
function trimSpan(text: string, start: number, end: number): TextSpan {
  let from = start;
  let to = end;
  while (from < to && SPACE.test(text.charAt(from))) from += 1;
  while (to > from && SPACE.test(text.charAt(to - 1))) to -= 1;
  return { start: from, end: to };
}

function segmentWithIntl(text: string, lang: string): TextSpan[] {
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  } catch {
    // A lang attribute that is not a valid BCP 47 tag: the default rules still find sentences.
    segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  }
  return Array.from(segmenter.segment(text), ({ index, segment }) => ({ start: index, end: index + segment.length }));
}

/**
 * Sentences by punctuation, for browsers without Intl.Segmenter: a sentence ends at . ! ? or … (and the
 * quotes or brackets that close it) followed by whitespace, at a line break, or at the end of the text.
 */
function segmentWithPattern(text: string): TextSpan[] {
  const sentenceEnd = /[.!?…]+["'”’)\]]*(?=\s|$)|\n+/gu;
  const spans: TextSpan[] = [];
  let start = 0;
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** Where to end a piece of a long sentence: after a clause mark if there is one late enough, else at a space. */
function breakPoint(text: string, start: number, maxLength: number): number {
  const limit = start + maxLength;
  const window = text.slice(start, limit + 1);
  const clause = Math.max(
    ...[', ', '; ', ': ', ' – ', ' — ', ' - '].map((mark) => {
      const at = window.lastIndexOf(mark);
      return at < 0 ? -1 : at + mark.trimEnd().length;
    }),
  );
  if (clause >= MIN_CLAUSE_LENGTH) return start + clause;
  const space = window.lastIndexOf(' ');
  if (space > 0) return start + space;
  return limit;
}

/** A sentence cut into pieces of at most maxLength characters. */
function splitLongSentence(text: string, span: TextSpan, maxLength: number): TextSpan[] {
  const pieces: TextSpan[] = [];
  let start = span.start;
  while (span.end - start > maxLength) {
    const end = breakPoint(text, start, maxLength);
    pieces.push(trimSpan(text, start, end));
    start = trimSpan(text, end, span.end).start;
  }
  pieces.push(trimSpan(text, start, span.end));
  return pieces;
}

export interface ChunkOptions {
  /** BCP 47 language of the text, for sentence rules. */
  readonly lang?: string;
  readonly maxLength?: number;
  /** false: the punctuation rules, as in a browser without Intl.Segmenter (tests use it). */
  readonly useSegmenter?: boolean;
}

/**
 * Cuts a text into sentence-sized spans to speak one at a time (issue 13): sentences (Intl.Segmenter where
 * the browser has it), and sentences longer than maxLength cut at a comma or a space. Offsets stay those of
 * the original text, so a spoken word can be found on the page; whitespace and spans with nothing to say
 * (a lone bullet or dash) are left out.
 */
export function splitIntoChunks(text: string, options: ChunkOptions = {}): TextSpan[] {
  const { lang = 'en', maxLength = MAX_CHUNK_LENGTH } = options;
  const hasSegmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl;
  const sentences =
    (options.useSegmenter ?? true) && hasSegmenter ? segmentWithIntl(text, lang) : segmentWithPattern(text);
  return sentences
    .map((sentence) => trimSpan(text, sentence.start, sentence.end))
    .flatMap((sentence) => splitLongSentence(text, sentence, maxLength))
    .filter((span) => SPEAKABLE.test(text.slice(span.start, span.end)));
}

/** The end of the word that starts at charIndex (the next whitespace, or the end of the text). */
export function wordEnd(text: string, charIndex: number): number {
  let end = charIndex;
  while (end < text.length && !SPACE.test(text.charAt(end))) end += 1;
  return end;
}
