import { describeField } from './field-reader';
import type { RememberedSelection } from './page-context';
import { extractTextRuns } from './page-text';
import { chunksOfRuns, chunksOfText, type ReadingChunk } from './reading-chunks';

/** The id of the page's one <main>: Read Page reads only what is inside it. */
export const MAIN_CONTENT_ID = 'main-content';

/** Read Page: the text of the main content (not the header, navigation, footer, panel or assistant). */
export function chunksOfPage(document: Document): ReadingChunk[] {
  const main = document.getElementById(MAIN_CONTENT_ID);
  return main ? chunksOfRuns(extractTextRuns(main)) : [];
}

/**
 * Read Selection: the selected text, anywhere on the page, with its place on the page so the spoken word is
 * highlighted; text selected inside a text field is read without a highlight. Empty when nothing is selected.
 */
export function chunksOfSelection(selection: RememberedSelection | null): ReadingChunk[] {
  if (!selection) return [];
  const fromPage = selection.ranges.flatMap((range) =>
    chunksOfRuns(extractTextRuns(range.commonAncestorContainer, { clip: range })),
  );
  if (fromPage.length > 0) return fromPage;
  return chunksOfText(selection.text, selection.lang);
}

/** Speak Input: the field's name, then its value, in the field's language. */
export function chunksOfField(field: HTMLElement): ReadingChunk[] {
  const lang = field.closest('[lang]')?.getAttribute('lang') || field.ownerDocument.documentElement.lang || 'en';
  return chunksOfText(describeField(field), lang);
}
