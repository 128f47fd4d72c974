/** The highlight of what is being said now: the word, or the sentence when the voice reports no words. */
export const SPOKEN_HIGHLIGHT = 'read-aloud';
/** The sentence around the spoken word, marked more lightly. */
export const SENTENCE_HIGHLIGHT = 'read-aloud-sentence';

/** The page's highlight registry (CSS Custom Highlight API), or null in a browser without it. */
function highlightRegistry(): HighlightRegistry | null {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight !== 'function') return null;
  return CSS.highlights;
}

/**
 * Marks what is being read (issue 13) with the CSS Custom Highlight API, which paints ranges without
 * touching the DOM, so screen readers and the page's own code see nothing change. The word is marked inside
 * its lightly marked sentence; with no word (a voice without boundaries) the sentence is the spoken mark.
 */
export function showReadingHighlight(sentence: Range | null, word: Range | null): void {
  const registry = highlightRegistry();
  if (!registry) return;
  const spoken = word ?? sentence;
  if (spoken) {
    const highlight = new Highlight(spoken);
    highlight.priority = 1;
    registry.set(SPOKEN_HIGHLIGHT, highlight);
  } else {
    registry.delete(SPOKEN_HIGHLIGHT);
  }
  if (word && sentence) registry.set(SENTENCE_HIGHLIGHT, new Highlight(sentence));
  else registry.delete(SENTENCE_HIGHLIGHT);
}

/** Removes the reading marks (Stop, Pause, the end of the text). */
export function clearReadingHighlight(): void {
  const registry = highlightRegistry();
  registry?.delete(SPOKEN_HIGHLIGHT);
  registry?.delete(SENTENCE_HIGHLIGHT);
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
