import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { extractPwdCardName, pwdCardNameMatches } from '@kakayahan/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrBusyError, type RgbImage } from './ocr-engine.js';
import { prepareOcrInput } from './ocr-input.js';
import { createOcrEngine } from './ocr-pool.js';

// The real worker and models (loaded once for the file, on the first read).
const fixtures = new URL('../../../test/fixtures/cards/', import.meta.url);

interface FixtureCard {
  file: string;
  name: string;
  disability: string;
  idDigits: string;
}

const cards = JSON.parse(await readFile(new URL('cards.json', fixtures), 'utf8')) as FixtureCard[];
const engine = createOcrEngine({ workers: 1, maxQueue: 1 });
afterAll(() => engine.close());

const blank = (side: number): RgbImage => ({
  data: new Uint8Array(side * side * 3).fill(255),
  width: side,
  height: side,
});
const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/gu, '');

describe('the OCR engine on generated card photos', () => {
  it.each(cards)(
    'reads the ID number, disability and name of $file',
    async (card) => {
      const image = await prepareOcrInput(await readFile(fileURLToPath(new URL(card.file, fixtures))));
      const result = await engine.read(image);
      // The digits of one line, separators dropped, hold the whole ID number.
      const lineDigits = result.text.split('\n').map((line) => line.replace(/\D/gu, ''));
      expect(
        lineDigits.some((digits) => digits.includes(card.idDigits)),
        result.text,
      ).toBe(true);
      expect(squash(result.text), result.text).toContain(squash(card.disability));
      expect(result.text).toMatch(/PERSON WITH DISABILITY/iu);
      // The holder's name, as the background reading of a stored card keeps it (issue 14).
      const [firstName = '', ...rest] = card.name.split(' ');
      const name = extractPwdCardName(result.text);
      expect(name !== null && pwdCardNameMatches(name, { firstName, lastName: rest.join(' ') }), result.text).toBe(
        true,
      );
      expect(result.lines.length).toBeGreaterThan(3);
      for (const line of result.lines) expect(line.confidence).toBeGreaterThan(0.5);
    },
    60_000,
  );

  it('finds no text on a blank page', async () => {
    expect(await engine.read(blank(64))).toEqual({ text: '', lines: [] });
  }, 60_000);

  it('refuses a read beyond the running one and the one waiting with OcrBusyError', async () => {
    const running = engine.read(blank(96));
    const waiting = engine.read(blank(96));
    await expect(engine.read(blank(96))).rejects.toBeInstanceOf(OcrBusyError);
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
  }, 60_000);

  it('close() ends the workers; later reads are refused', async () => {
    const other = createOcrEngine({ workers: 1, maxQueue: 0 });
    expect((await other.read(blank(32))).text).toBe('');
    await other.close();
    await expect(other.read(blank(32))).rejects.toThrow(/closed/u);
  }, 60_000);
});
