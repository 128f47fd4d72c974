import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_LENGTH, splitIntoChunks, wordEnd } from './text-chunks';

const textsOf = (text: string, spans: ReturnType<typeof splitIntoChunks>) =>
  spans.map((span) => text.slice(span.start, span.end));

describe('splitIntoChunks', () => {
  for (const useSegmenter of [true, false]) {
    describe(useSegmenter ? 'with Intl.Segmenter' : 'with the punctuation rules (no Intl.Segmenter)', () => {
      it('cuts a text into its sentences, with the offsets of the original text', () => {
        const text = '  Welcome to Kakayahan Jobs!  Find work near you.\nAre you an employer? Post a job…  ';
        const spans = splitIntoChunks(text, { useSegmenter });
        expect(textsOf(text, spans)).toEqual([
          'Welcome to Kakayahan Jobs!',
          'Find work near you.',
          'Are you an employer?',
          'Post a job…',
        ]);
      });

      it('reads Filipino sentences the same way', () => {
        const text = 'Maghanap ng trabaho. Mag-apply ngayon!';
        expect(textsOf(text, splitIntoChunks(text, { lang: 'fil', useSegmenter }))).toEqual([
          'Maghanap ng trabaho.',
          'Mag-apply ngayon!',
        ]);
      });

      it('ends a sentence at a line break and leaves out lines with nothing to say (a lone bullet)', () => {
        const text = 'First item\n•\nSecond item.';
        expect(textsOf(text, splitIntoChunks(text, { useSegmenter }))).toEqual(['First item', 'Second item.']);
      });
    });
  }

  it('cuts a long sentence after a comma, never past the limit', () => {
    const clause = 'we help persons with disabilities find fair work in every region';
    const text = `${clause}, ${clause}, ${clause}, ${clause}.`;
    expect(text.length).toBeGreaterThan(MAX_CHUNK_LENGTH);
    const pieces = textsOf(text, splitIntoChunks(text));
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_CHUNK_LENGTH);
    expect(pieces[0]).toMatch(/,$/u);
    expect(pieces.join(' ')).toBe(text);
  });

  it('cuts a long sentence without commas at spaces, and a text without spaces at the limit', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const pieces = textsOf(words, splitIntoChunks(words, { maxLength: 50 }));
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(50);
    expect(pieces.join(' ')).toBe(words);
    expect(pieces.every((piece) => !piece.startsWith(' ') && !piece.endsWith(' '))).toBe(true);

    const unbroken = 'x'.repeat(120);
    expect(textsOf(unbroken, splitIntoChunks(unbroken, { maxLength: 50 }))).toEqual([
      'x'.repeat(50),
      'x'.repeat(50),
      'x'.repeat(20),
    ]);
  });

  it('survives a lang attribute that is not a language tag', () => {
    expect(textsOf('One. Two.', splitIntoChunks('One. Two.', { lang: 'not a tag!' }))).toEqual(['One.', 'Two.']);
  });
});

describe('wordEnd', () => {
  it('finds the end of the word that starts at an index', () => {
    const text = 'Apply for this job.';
    expect(text.slice(6, wordEnd(text, 6))).toBe('for');
    expect(text.slice(15, wordEnd(text, 15))).toBe('job.');
  });
});
