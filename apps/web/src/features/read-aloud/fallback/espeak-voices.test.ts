import { describe, expect, it } from 'vitest';
import {
  BRITISH_ENGLISH_VOICE,
  chooseFallbackVoice,
  ENGLISH_VOICE,
  FALLBACK_VOICE_OPTIONS,
  FILIPINO_VOICE,
  prepareTextForVoice,
  wordsPerMinute,
} from './espeak-voices';

describe('chooseFallbackVoice', () => {
  it('uses the voice the person chose, whatever the language of the text', () => {
    expect(chooseFallbackVoice(BRITISH_ENGLISH_VOICE.id, 'fil')).toBe(BRITISH_ENGLISH_VOICE);
    expect(chooseFallbackVoice(FILIPINO_VOICE.id, 'en')).toBe(FILIPINO_VOICE);
  });

  it.each([
    ['fil', FILIPINO_VOICE],
    ['fil-PH', FILIPINO_VOICE],
    ['tl', FILIPINO_VOICE],
    ['en-GB', BRITISH_ENGLISH_VOICE],
    ['en_au', BRITISH_ENGLISH_VOICE],
    ['en', ENGLISH_VOICE],
    ['en-PH', ENGLISH_VOICE],
    ['en-US', ENGLISH_VOICE],
    ['ja', ENGLISH_VOICE],
    ['', ENGLISH_VOICE],
  ])('picks by the language when none is chosen: %s', (lang, voice) => {
    expect(chooseFallbackVoice(null, lang)).toBe(voice);
  });

  it('picks by the language when the chosen voice is not one of its own (a browser voice)', () => {
    expect(chooseFallbackVoice('Google Filipino', 'fil-PH')).toBe(FILIPINO_VOICE);
  });

  it('offers id, name and language only, and says the Filipino voice is approximate', () => {
    expect(FALLBACK_VOICE_OPTIONS).toEqual([
      { id: 'built-in-en-us', name: 'English (American), built-in', lang: 'en-US' },
      { id: 'built-in-en-gb', name: 'English (British), built-in', lang: 'en-GB' },
      { id: 'built-in-fil', name: 'Filipino (approximate), built-in', lang: 'fil-PH' },
    ]);
  });
});

describe('wordsPerMinute', () => {
  it.each([
    [1, 175],
    [0.5, 88],
    [1.5, 263],
    [2, 350],
  ])('rate %s is %s words a minute', (rate, words) => {
    expect(wordsPerMinute(rate)).toBe(words);
  });

  it("keeps to eSpeak NG's limits and treats a broken rate as normal", () => {
    expect(wordsPerMinute(0.1)).toBe(80);
    expect(wordsPerMinute(5)).toBe(450);
    expect(wordsPerMinute(Number.NaN)).toBe(175);
    expect(wordsPerMinute(0)).toBe(175);
  });
});

describe('prepareTextForVoice', () => {
  it('respells "ng" and "mga" as they are said, for the Filipino voice only', () => {
    const text = 'Ang mga trabaho ng kumpanya, Mga aplikante.';
    expect(prepareTextForVoice(text, FILIPINO_VOICE)).toBe('Ang manga trabaho nang kumpanya, manga aplikante.');
    expect(prepareTextForVoice(text, ENGLISH_VOICE)).toBe(text);
  });

  it('leaves words that only contain those letters', () => {
    const text = 'Ngayon ang mgandang ngiti sa Angono.';
    expect(prepareTextForVoice(text, FILIPINO_VOICE)).toBe(text);
  });
});
