import { describe, expect, it } from 'vitest';
import type { SpeechVoiceOption } from './speech-engine';
import { chooseVoice, sortVoicesForList } from './voice-choice';

const voice = (id: string, lang: string): SpeechVoiceOption => ({ id, name: id, lang });

const usEnglish = voice('Samantha', 'en-US');
const ukEnglish = voice('Daniel', 'en-GB');
const philippineEnglish = voice('Rosa', 'en_PH');
const filipino = voice('Blessica', 'fil-PH');
const tagalog = voice('Angelo', 'tl');
const spanish = voice('Mónica', 'es-ES');

describe('chooseVoice (Automatic)', () => {
  it('reads Filipino with a Filipino voice from the Philippines first, then any Filipino or Tagalog one', () => {
    expect(chooseVoice([usEnglish, tagalog, filipino, philippineEnglish], 'fil')).toBe(filipino);
    expect(chooseVoice([usEnglish, tagalog, philippineEnglish], 'fil-PH')).toBe(tagalog);
    expect(chooseVoice([usEnglish, voice('Tala', 'tl-PH')], 'tl')?.id).toBe('Tala');
  });

  it('reads Filipino with Philippine English, then any English, when there is no Filipino voice', () => {
    expect(chooseVoice([usEnglish, philippineEnglish], 'fil')).toBe(philippineEnglish);
    expect(chooseVoice([spanish, usEnglish], 'fil')).toBe(usEnglish);
  });

  it('reads English with Philippine English first, then any English voice', () => {
    expect(chooseVoice([usEnglish, filipino, philippineEnglish], 'en')).toBe(philippineEnglish);
    expect(chooseVoice([spanish, ukEnglish, usEnglish], 'en-US')).toBe(usEnglish);
    expect(chooseVoice([spanish, ukEnglish, usEnglish], 'en')).toBe(ukEnglish);
  });

  it('leaves the choice to the engine’s default when no voice fits', () => {
    expect(chooseVoice([spanish], 'en')).toBeNull();
    expect(chooseVoice([], 'fil')).toBeNull();
  });
});

describe('sortVoicesForList', () => {
  it('lists Filipino voices, then Philippine English, then English, then the rest', () => {
    expect(
      sortVoicesForList([spanish, usEnglish, philippineEnglish, ukEnglish, filipino, tagalog]).map((v) => v.id),
    ).toEqual(['Blessica', 'Angelo', 'Rosa', 'Daniel', 'Samantha', 'Mónica']);
  });
});
