import { describe, expect, it } from 'vitest';
import { durationInWords, timeSinceInWords } from './duration-in-words';

describe('durationInWords', () => {
  it.each([
    [0, 'less than an hour'],
    [0.5, 'less than an hour'],
    [1, '1 hour'],
    [5.9, '5 hours'],
    [23.9, '23 hours'],
    [24, '1 day'],
    [35, '1 day'],
    [36, '2 days'],
    [72, '3 days'],
    [Number.NaN, 'less than an hour'],
  ])('says %s hours as "%s"', (hours, words) => {
    expect(durationInWords(hours)).toBe(words);
  });
});

describe('timeSinceInWords', () => {
  it('says how long ago a moment was', () => {
    const now = new Date('2026-03-04T02:30:00.000Z');
    expect(timeSinceInWords('2026-03-01T02:30:00.000Z', now)).toBe('3 days');
    expect(timeSinceInWords('2026-03-04T00:00:00.000Z', now)).toBe('2 hours');
  });

  it('counts a moment in the future, or an unreadable one, as just now', () => {
    const now = new Date('2026-03-04T02:30:00.000Z');
    expect(timeSinceInWords('2026-03-05T00:00:00.000Z', now)).toBe('less than an hour');
    expect(timeSinceInWords('not a date', now)).toBe('less than an hour');
  });
});
