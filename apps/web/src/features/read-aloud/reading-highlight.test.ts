import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearReadingHighlight,
  IMAGE_HIGHLIGHT,
  SENTENCE_HIGHLIGHT,
  showReadingHighlight,
  splitAroundImages,
  SPOKEN_HIGHLIGHT,
} from './reading-highlight';

/** The CSS Custom Highlight API, which jsdom lacks: a registry of named sets of ranges. */
class FakeHighlight extends Set<Range> {
  priority = 0;
  constructor(...ranges: Range[]) {
    super(ranges);
  }
}

function installHighlightRegistry(): Map<string, FakeHighlight> {
  const registry = new Map<string, FakeHighlight>();
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('Highlight', FakeHighlight);
  return registry;
}

function textsOf(highlight: FakeHighlight | undefined): string[] | undefined {
  return highlight ? [...highlight].map((range) => range.toString()) : undefined;
}

function setParagraph(): { paragraph: HTMLElement; image: HTMLElement } {
  document.body.innerHTML = '<p id="p">Call <img id="phone" src="phone.png" alt="our telephone"> now.</p>';
  return { paragraph: document.getElementById('p')!, image: document.getElementById('phone')! };
}

function wholeOf(node: Node): Range {
  const range = document.createRange();
  range.selectNode(node);
  return range;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('splitAroundImages', () => {
  it('keeps a range without images whole', () => {
    const { paragraph } = setParagraph();
    const range = document.createRange();
    range.setStart(paragraph.firstChild!, 0);
    range.setEnd(paragraph.firstChild!, 4);
    const parts = splitAroundImages(range);
    expect(parts.text).toHaveLength(1);
    expect(parts.text[0]).toBe(range);
    expect(parts.images).toHaveLength(0);
  });

  it('cuts the text parts around each image inside the range and gives each image as a whole', () => {
    const { paragraph, image } = setParagraph();
    const parts = splitAroundImages(wholeOf(paragraph));
    expect(parts.text.map((range) => range.toString())).toEqual(['Call ', ' now.']);
    expect(parts.text.some((range) => range.intersectsNode(image))).toBe(false);
    expect(parts.images).toHaveLength(1);
    expect(parts.images[0]!.startContainer).toBe(paragraph);
    expect(parts.images[0]!.endOffset - parts.images[0]!.startOffset).toBe(1);
    expect(parts.images[0]!.intersectsNode(image)).toBe(true);
  });

  it('leaves out an image the range only touches at its edge, and gives no empty text part', () => {
    const { paragraph, image } = setParagraph();
    const endsBeforeImage = document.createRange();
    endsBeforeImage.setStart(paragraph.firstChild!, 0);
    endsBeforeImage.setEndBefore(image);
    expect(splitAroundImages(endsBeforeImage).images).toEqual([]);
    const justTheImage = splitAroundImages(wholeOf(image));
    expect(justTheImage.text).toHaveLength(0);
    expect(justTheImage.images).toHaveLength(1);
  });
});

describe('showReadingHighlight', () => {
  it('marks a word and its sentence, then clears both', () => {
    const registry = installHighlightRegistry();
    const { paragraph } = setParagraph();
    const word = document.createRange();
    word.setStart(paragraph.firstChild!, 0);
    word.setEnd(paragraph.firstChild!, 4);
    showReadingHighlight(wholeOf(paragraph), word);
    expect(textsOf(registry.get(SPOKEN_HIGHLIGHT))).toEqual(['Call']);
    expect(registry.get(SPOKEN_HIGHLIGHT)!.priority).toBe(1);
    // The sentence goes around the image, which a text mark would cover.
    expect(textsOf(registry.get(SENTENCE_HIGHLIGHT))).toEqual(['Call ', ' now.']);
    expect(registry.has(IMAGE_HIGHLIGHT)).toBe(false);

    clearReadingHighlight();
    expect([...registry.keys()]).toEqual([]);
  });

  it('tints the image whose text is being said, and marks no text for it', () => {
    const registry = installHighlightRegistry();
    const { paragraph, image } = setParagraph();
    showReadingHighlight(wholeOf(paragraph), wholeOf(image));
    expect(registry.has(SPOKEN_HIGHLIGHT)).toBe(false);
    const [tinted] = [...registry.get(IMAGE_HIGHLIGHT)!];
    expect(tinted!.intersectsNode(image)).toBe(true);
    expect(textsOf(registry.get(SENTENCE_HIGHLIGHT))).toEqual(['Call ', ' now.']);

    // A sentence read without word boundaries: its text and its image are the spoken marks.
    showReadingHighlight(wholeOf(paragraph), null);
    expect(textsOf(registry.get(SPOKEN_HIGHLIGHT))).toEqual(['Call ', ' now.']);
    expect(registry.get(IMAGE_HIGHLIGHT)).toHaveProperty('size', 1);
    expect(registry.has(SENTENCE_HIGHLIGHT)).toBe(false);
  });
});
