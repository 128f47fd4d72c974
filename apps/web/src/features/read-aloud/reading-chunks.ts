import { rangeOfRunText, type TextRun } from './page-text';
import type { SpeechChunk } from './speech-engine';
import { splitIntoChunks, wordEnd } from './text-chunks';

/** A chunk to speak, and where its text is on the page when it is page text. */
export interface ReadingChunk extends SpeechChunk {
  /** The run the text comes from and where it starts in it; absent for text not on the page (a field's value). */
  readonly source?: { readonly run: TextRun; readonly start: number };
}

/** Page text (Read Page, Read Selection) as sentence-sized chunks that know where they are on the page. */
export function chunksOfRuns(runs: readonly TextRun[]): ReadingChunk[] {
  return runs.flatMap((run) =>
    splitIntoChunks(run.text, { lang: run.lang }).map((span) => ({
      text: run.text.slice(span.start, span.end),
      lang: run.lang,
      source: { run, start: span.start },
    })),
  );
}

/** Text that is not on the page (what Speak Input says about a field) as sentence-sized chunks. */
export function chunksOfText(text: string, lang: string): ReadingChunk[] {
  return splitIntoChunks(text, { lang }).map((span) => ({ text: text.slice(span.start, span.end), lang }));
}

/** The page's Range of the whole chunk; null for text that is not on the page. */
export function rangeOfChunk(chunk: ReadingChunk): Range | null {
  if (!chunk.source) return null;
  return rangeOfRunText(chunk.source.run, chunk.source.start, chunk.source.start + chunk.text.length);
}

/** The page's Range of the word that starts at charIndex of the chunk (what the voice is saying now). */
export function rangeOfWord(chunk: ReadingChunk, charIndex: number): Range | null {
  if (!chunk.source || charIndex < 0) return null;
  // Some voices report a word at the space before it.
  let start = charIndex;
  while (start < chunk.text.length && /\s/u.test(chunk.text.charAt(start))) start += 1;
  if (start >= chunk.text.length) return null;
  const end = wordEnd(chunk.text, start);
  return rangeOfRunText(chunk.source.run, chunk.source.start + start, chunk.source.start + end);
}
