import { describe, expect, it } from 'vitest';
import { enUsDateFormat } from './date-formats.js';

describe('enUsDateFormat', () => {
  it('formats in en-US with the options given', () => {
    const date = new Date('2026-03-05T12:00:00Z');
    expect(enUsDateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date)).toBe(
      'Mar 5, 2026',
    );
    expect(enUsDateFormat({ month: 'long', timeZone: 'UTC' }).format(date)).toBe('March');
  });

  it('builds one formatter per set of options and hands the same one back', () => {
    const a = enUsDateFormat({ month: 'short', day: '2-digit', timeZone: 'Asia/Manila' });
    const b = enUsDateFormat({ month: 'short', day: '2-digit', timeZone: 'Asia/Manila' });
    const c = enUsDateFormat({ month: 'short', day: '2-digit', timeZone: 'UTC' });
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });
});
