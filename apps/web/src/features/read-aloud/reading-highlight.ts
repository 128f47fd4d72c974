/** The highlight of what is being said now: the word, or the sentence when the voice reports no words. */
export const SPOKEN_HIGHLIGHT = 'read-aloud';
/** The sentence around the spoken word, marked more lightly. */
export const SENTENCE_HIGHLIGHT = 'read-aloud-sentence';
/** An image whose text is being said: a see-through tint, so the image stays visible under it. */
export const IMAGE_HIGHLIGHT = 'read-aloud-image';

/**
 * Elements that a highlight paints over: Chromium covers such an element whole with the highlight's
 * background, so the opaque marks of text would hide an image.
 */
const PAINTED_OVER = 'img, svg, canvas, video, object, embed, iframe';

/** A range split around the images in it: the text parts, and the images as whole-element ranges. */
export interface RangeParts {
  readonly text: readonly Range[];
  readonly images: readonly Range[];
}

/** Splits a range so the text marks never cover an image, and the images can be marked apart (see-through). */
export function splitAroundImages(range: Range): RangeParts {
  const ancestor = range.commonAncestorContainer;
  const scope = ancestor instanceof Element ? ancestor : ancestor.parentElement;
  const images = Array.from(scope?.querySelectorAll(PAINTED_OVER) ?? []).filter(
    // The outermost only (an <svg> inside an <svg>), and only those the range covers, not those at its edges.
    (element) => !element.parentElement?.closest(PAINTED_OVER) && range.intersectsNode(element),
  );
  if (images.length === 0) return { text: [range], images: [] };
  const text: Range[] = [];
  const imageRanges: Range[] = [];
  let rest = range.cloneRange();
  for (const image of images) {
    const before = rest.cloneRange();
    // A range set to end before its start collapses: nothing of it is marked.
    before.setEndBefore(image);
    if (!before.collapsed) text.push(before);
    const whole = range.cloneRange();
    whole.selectNode(image);
    imageRanges.push(whole);
    rest = range.cloneRange();
    rest.setStartAfter(image);
  }
  if (!rest.collapsed) text.push(rest);
  return { text, images: imageRanges };
}

/** The page's highlight registry (CSS Custom Highlight API), or null in a browser without it. */
function highlightRegistry(): HighlightRegistry | null {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight !== 'function') return null;
  return CSS.highlights;
}

function setHighlight(registry: HighlightRegistry, name: string, ranges: readonly Range[], priority = 0): void {
  if (ranges.length === 0) {
    registry.delete(name);
    return;
  }
  const highlight = new Highlight(...ranges);
  highlight.priority = priority;
  registry.set(name, highlight);
}

/**
 * Marks what is being read (issue 13) with the CSS Custom Highlight API, which paints ranges without
 * touching the DOM, so screen readers and the page's own code see nothing change. The word is marked inside
 * its lightly marked sentence; with no word (a voice without boundaries) the sentence is the spoken mark.
 * An image being described gets a see-through tint; the text marks go around images, never over them.
 */
export function showReadingHighlight(sentence: Range | null, word: Range | null): void {
  const registry = highlightRegistry();
  if (!registry) return;
  const spoken = word ?? sentence;
  const spokenParts = spoken ? splitAroundImages(spoken) : { text: [], images: [] };
  setHighlight(registry, SPOKEN_HIGHLIGHT, spokenParts.text, 1);
  setHighlight(registry, IMAGE_HIGHLIGHT, spokenParts.images, 1);
  setHighlight(registry, SENTENCE_HIGHLIGHT, word && sentence ? splitAroundImages(sentence).text : []);
}

/** Removes the reading marks (Stop, Pause, the end of the text). */
export function clearReadingHighlight(): void {
  const registry = highlightRegistry();
  registry?.delete(SPOKEN_HIGHLIGHT);
  registry?.delete(SENTENCE_HIGHLIGHT);
  registry?.delete(IMAGE_HIGHLIGHT);
}

/** Leaves room for the word below the top edge and above the bottom edge (a phone's toolbar). */
const EDGE_MARGIN_PX = 48;

/**
 * Scrolls the window so the range can be seen, when it cannot (the keyboard focus never moves). Instant for
 * people who asked for reduced motion, smooth otherwise.
 */
export function scrollRangeIntoView(range: Range): void {
  // A DOM without layout (jsdom) has no boxes to measure.
  if (typeof range.getBoundingClientRect !== 'function') return;
  const rect = range.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return;
  const viewportHeight = window.innerHeight;
  if (rect.top >= EDGE_MARGIN_PX && rect.bottom <= viewportHeight - EDGE_MARGIN_PX) return;
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollBy({ top: rect.top - viewportHeight / 3, behavior: prefersReducedMotion ? 'instant' : 'smooth' });
}
