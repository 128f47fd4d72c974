import { describe, expect, it } from 'vitest';
import { displayName, formatNotificationDate, initials } from './format.js';

/** ICU versions differ in the space before AM/PM (U+0020 or U+202F); the reader hears the same. */
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('formatNotificationDate', () => {
  it('writes short month, 2-digit day, year and 12-hour time', () => {
    expect(plain(formatNotificationDate('2026-11-05T15:04:00Z', 'UTC'))).toBe('Nov 05, 2026, 03:04 PM');
    expect(plain(formatNotificationDate('2026-01-01T00:00:00Z', 'UTC'))).toBe('Jan 01, 2026, 12:00 AM');
    expect(plain(formatNotificationDate('2026-06-30T12:30:00Z', 'UTC'))).toBe('Jun 30, 2026, 12:30 PM');
  });

  it('uses the given time zone (Philippine time is UTC+8)', () => {
    expect(plain(formatNotificationDate('2026-11-05T07:04:00Z', 'Asia/Manila'))).toBe('Nov 05, 2026, 03:04 PM');
    expect(plain(formatNotificationDate('2026-12-31T20:00:00Z', 'Asia/Manila'))).toBe('Jan 01, 2027, 04:00 AM');
  });

  it('accepts a Date as well as an ISO string', () => {
    const date = new Date(Date.UTC(2026, 2, 9, 9, 5));
    expect(plain(formatNotificationDate(date, 'UTC'))).toBe('Mar 09, 2026, 09:05 AM');
    expect(formatNotificationDate(date, 'UTC')).toBe(formatNotificationDate(date.toISOString(), 'UTC'));
  });

  it('answers an empty string, not "Invalid Date", for an unreadable date', () => {
    expect(formatNotificationDate('not a date')).toBe('');
    expect(formatNotificationDate('')).toBe('');
    expect(formatNotificationDate(new Date(Number.NaN))).toBe('');
  });
});

describe('initials', () => {
  it.each([
    ['Maria dela Cruz', 'MD'],
    ['juan', 'J'],
    ['  ana   reyes  ', 'AR'],
    ['Ñino Álvarez', 'ÑÁ'],
    ['', ''],
    ['   ', ''],
  ])('gives %j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('displayName', () => {
  it('joins first and last name with one space, trimmed (document 1 §3)', () => {
    expect(displayName('Maria', 'Santos')).toBe('Maria Santos');
    expect(displayName('  Juan ', ' dela Cruz  ')).toBe('Juan dela Cruz');
    expect(displayName('Grace', '')).toBe('Grace');
    expect(displayName('', 'Tan')).toBe('Tan');
    expect(displayName(' ', ' ')).toBe('');
  });
});
