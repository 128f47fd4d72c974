import { describe, expect, it } from 'vitest';
import {
  formatFairDate,
  formatFairTime,
  formatFairWhen,
  isRealDate,
  manilaInstant,
  manilaParts,
  manilaToday,
} from './job-fair-time.js';

describe('job fair times (Asia/Manila, UTC+8 all year)', () => {
  it('turns a Manila date and time into the instant, and back', () => {
    const instant = manilaInstant('2026-12-03', '09:30');
    expect(instant.toISOString()).toBe('2026-12-03T01:30:00.000Z');
    expect(manilaParts(instant)).toEqual({ date: '2026-12-03', time: '09:30' });
    // Early morning in Manila is still the previous day in UTC.
    expect(manilaParts(new Date('2026-12-02T17:00:00Z'))).toEqual({ date: '2026-12-03', time: '01:00' });
  });

  it("knows Manila's today, which starts eight hours before UTC's", () => {
    expect(manilaToday(new Date('2026-11-30T15:59:00Z'))).toBe('2026-11-30');
    expect(manilaToday(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });

  it('accepts only real calendar dates', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('03/12/2026')).toBe(false);
  });

  it('says the date and times in words, with the time zone', () => {
    expect(formatFairDate('2026-12-03')).toBe('Thursday, December 3, 2026');
    expect(formatFairTime('00:05')).toBe('12:05 AM');
    expect(formatFairTime('12:00')).toBe('12:00 PM');
    expect(formatFairTime('16:45')).toBe('4:45 PM');
    expect(formatFairWhen({ date: '2026-12-03', start_time: '09:00', end_time: '16:00' })).toBe(
      'Thursday, December 3, 2026, 9:00 AM to 4:00 PM (Philippine time)',
    );
  });
});
