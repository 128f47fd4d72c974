/** Part of a run's text that comes, character for character, from one stretch of one text node. */
export interface TextNodePiece {
  readonly kind: 'text';
  readonly node: Text;
  /** Where the piece starts in the run's text. */
  readonly runStart: number;
  /** Where it starts in the node's data. */
  readonly nodeStart: number;
  readonly length: number;
}

/**
 * Part of a run's text that stands for a whole element: an image's text alternative. No word of it can be
 * pointed at on the page, so any part of it maps to the whole element (Range.selectNode).
 */
export interface ElementPiece {
  readonly kind: 'element';
  readonly element: Element;
  readonly runStart: number;
  readonly length: number;
}

export type TextPiece = TextNodePiece | ElementPiece;

/**
 * Text read as one block: a paragraph, a heading, a list item, a table cell, a button. Its whitespace is
 * collapsed as the page shows it, and its pieces say where every character is on the page, so a spoken word
 * can be highlighted without changing the DOM.
 */
export interface TextRun {
  readonly text: string;
  /** BCP 47 language of the block (its nearest lang attribute). */
  readonly lang: string;
  readonly pieces: readonly TextPiece[];
}

/** Marks what Read Page and Read Selection leave out: the read-aloud panel itself, the assistant. */
export const READ_ALOUD_SKIP_ATTRIBUTE = 'data-read-aloud-skip';

/**
 * Elements whose text is not shown as text (or is a form value, which Speak Input reads instead). An <svg>
 * with role="img" and a label is still read, as an image.
 */
const NEVER_READ = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SELECT',
  'TEXTAREA',
  'INPUT',
  'SVG',
  'CANVAS',
  'IFRAME',
  'OBJECT',
]);

/** Elements laid out as blocks, for a DOM without computed layout (tests); browsers use the computed display. */
const BLOCK_TAGS = new Set(
  (
    'ADDRESS ARTICLE ASIDE BLOCKQUOTE BUTTON CAPTION DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER ' +
    'FORM H1 H2 H3 H4 H5 H6 HEADER HR LEGEND LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TD TH TR UL'
  ).split(' '),
);

const SPACE = /\s/u;

function isHiddenElement(element: Element, style: CSSStyleDeclaration): boolean {
  if (element.hasAttribute(READ_ALOUD_SKIP_ATTRIBUTE)) return true;
  if (element.getAttribute('aria-hidden') === 'true') return true;
  if (element instanceof HTMLElement && element.hidden) return true;
  return style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse';
}

/** Whether the element starts a new line: every display but inline ones (inline-block buttons count as blocks). */
function isBlockElement(element: Element, style: CSSStyleDeclaration): boolean {
  if (element.tagName === 'BR') return true;
  const display = style.display;
  if (!display) return BLOCK_TAGS.has(element.tagName.toUpperCase());
  return display !== 'inline' && display !== 'contents';
}

/**
 * What an image says, as a screen reader names it; null for an element that is not an image. An <img> says
 * its alt text, an element with role="img" its aria-label (its own content is presentational, as for a
 * screen reader). Decorative images (alt="", role="presentation" or "none", no label) say "" and are
 * skipped; aria-hidden ones never get here.
 */
function imageTextOf(element: Element): string | null {
  const role = element.getAttribute('role')?.trim().split(/\s+/u)[0]?.toLowerCase();
  if (role === 'img') return element.getAttribute('aria-label') ?? '';
  if (element.tagName.toUpperCase() !== 'IMG') return null;
  if (role === 'presentation' || role === 'none') return '';
  return element.getAttribute('alt') ?? '';
}

function langOf(element: Element | null, documentLang: string): string {
  const lang = element?.closest('[lang]')?.getAttribute('lang')?.trim();
  return lang || documentLang;
}

/** Builds the runs: whitespace collapsed, a new run at every block edge and every change of language. */
class RunBuilder {
  readonly runs: TextRun[] = [];
  private text = '';
  private pieces: TextPiece[] = [];
  private lang = '';

  constructor(private readonly documentLang: string) {}

  /** Ends the current run (a block starts or ends). */
  breakRun(): void {
    const text = this.text.trimEnd();
    if (text) this.runs.push({ text, lang: this.lang, pieces: this.pieces });
    this.text = '';
    this.pieces = [];
  }

  addText(node: Text, from: number, to: number): void {
    this.setLang(langOf(node.parentElement, this.documentLang));
    const data = node.data;
    for (let offset = from; offset < to; offset += 1) {
      const char = data.charAt(offset);
      if (SPACE.test(char)) {
        // One space for any run of whitespace, none at the start of a block.
        if (this.text === '' || this.text.endsWith(' ')) continue;
        this.append(node, offset, ' ');
      } else {
        this.append(node, offset, char);
      }
    }
  }

  /**
   * An image's text, in the flow of the text around it (an inline image is part of its sentence, one alone
   * in its block is a run of its own). Spaces set it apart from the words next to it; they belong to its
   * piece, so all of it maps to the element.
   */
  addElementText(element: Element, text: string): void {
    const words = text.trim().replace(/\s+/gu, ' ');
    if (!words) return;
    this.setLang(langOf(element, this.documentLang));
    const before = this.text === '' || this.text.endsWith(' ') ? '' : ' ';
    const said = `${before}${words} `;
    this.pieces.push({ kind: 'element', element, runStart: this.text.length, length: said.length });
    this.text += said;
  }

  private setLang(lang: string): void {
    if (this.text && lang !== this.lang) this.breakRun();
    this.lang = lang;
  }

  private append(node: Text, offset: number, char: string): void {
    const last = this.pieces[this.pieces.length - 1];
    if (last?.kind === 'text' && last.node === node && last.nodeStart + last.length === offset) {
      this.pieces[this.pieces.length - 1] = { ...last, length: last.length + 1 };
    } else {
      this.pieces.push({ kind: 'text', node, runStart: this.text.length, nodeStart: offset, length: 1 });
    }
    this.text += char;
  }
}

export interface ExtractOptions {
  /** Only the text inside this range (a selection). */
  readonly clip?: Range;
  /** The language of text without a lang attribute; the document's by default. */
  readonly documentLang?: string;
}

/**
 * The text a sighted person sees in root, as runs to speak (Read Page, Read Selection): hidden content
 * (aria-hidden, the hidden attribute, display: none, visibility: hidden), form controls and anything marked
 * data-read-aloud-skip are left out, and each block is its own run so it is read as its own sentence.
 * Images are read by their text alternative, where it stands in the page; decorative ones are skipped.
 */
export function extractTextRuns(root: Node, options: ExtractOptions = {}): TextRun[] {
  const ownerDocument = root.ownerDocument ?? (root as Document);
  const documentLang = options.documentLang ?? (ownerDocument.documentElement.getAttribute('lang') || 'en');
  const view = ownerDocument.defaultView;
  const builder = new RunBuilder(documentLang);
  const { clip } = options;

  const visit = (node: Node): void => {
    if (clip && !clip.intersectsNode(node)) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      const from = clip?.startContainer === text ? clip.startOffset : 0;
      const to = clip?.endContainer === text ? clip.endOffset : text.length;
      builder.addText(text, from, to);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_NODE) return;
    if (node.nodeType === Node.DOCUMENT_NODE) {
      node.childNodes.forEach(visit);
      return;
    }
    const element = node as Element;
    const style = view?.getComputedStyle(element);
    if (!style || isHiddenElement(element, style)) return;
    const imageText = imageTextOf(element);
    if (imageText === null && NEVER_READ.has(element.tagName.toUpperCase())) return;
    const isBlock = isBlockElement(element, style);
    if (isBlock) builder.breakRun();
    if (imageText === null) element.childNodes.forEach(visit);
    else builder.addElementText(element, imageText);
    if (isBlock) builder.breakRun();
  };

  visit(root);
  builder.breakRun();
  return builder.runs;
}

function nodeOf(piece: TextPiece): Node {
  return piece.kind === 'text' ? piece.node : piece.element;
}

/**
 * The page's Range for [start, end) of a run's text; null when that text has left the page meanwhile. Text
 * that stands for an image covers the whole image: a word of its alt text has no place of its own.
 */
export function rangeOfRunText(run: TextRun, start: number, end: number): Range | null {
  if (end <= start) return null;
  const first = run.pieces.find((piece) => piece.runStart + piece.length > start);
  const last = run.pieces.filter((piece) => piece.runStart < end).pop();
  if (!first || !last || !nodeOf(first).isConnected || !nodeOf(last).isConnected) return null;
  const range = (nodeOf(first).ownerDocument ?? document).createRange();
  if (first.kind === 'text') range.setStart(first.node, first.nodeStart + Math.max(0, start - first.runStart));
  else range.setStartBefore(first.element);
  if (last.kind === 'text') range.setEnd(last.node, last.nodeStart + Math.min(last.length, end - last.runStart));
  else range.setEndAfter(last.element);
  return range;
}
