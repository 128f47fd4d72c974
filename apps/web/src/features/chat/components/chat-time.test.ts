import { describe, expect, it } from 'vitest';
import { formatClockTime, formatConversationTime, formatMessageTime } from './chat-time';

// Local-time dates, so the expectations hold in every time zone.
const now = new Date(2026, 2, 12, 15, 30); // Thursday 12 March 2026, 3:30 PM

describe('formatConversationTime', () => {
  it('shows the clock time for today, even just after midnight', () => {
    expect(formatConversationTime(new Date(2026, 2, 12, 9, 5), now)).toBe('9:05 AM');
    expect(formatConversationTime(new Date(2026, 2, 12, 0, 1), now)).toBe('12:01 AM');
  });

  it('says Yesterday for the calendar day before, however few hours ago', () => {
    expect(formatConversationTime(new Date(2026, 2, 11, 23, 59), now)).toBe('Yesterday');
    expect(formatConversationTime(new Date(2026, 2, 11, 0, 0), now)).toBe('Yesterday');
  });

  it('shows the weekday when under 7 days old', () => {
    expect(formatConversationTime(new Date(2026, 2, 10, 8, 0), now)).toBe('Tuesday');
    expect(formatConversationTime(new Date(2026, 2, 6, 8, 0), now)).toBe('Friday');
  });

  it('shows month and day from 7 days on', () => {
    expect(formatConversationTime(new Date(2026, 2, 5, 8, 0), now)).toBe('Mar 5');
    expect(formatConversationTime(new Date(2025, 11, 24, 8, 0), now)).toBe('Dec 24');
  });

  it('reads ISO strings and gives nothing for no or an unreadable time', () => {
    expect(formatConversationTime(new Date(2026, 2, 12, 14, 0).toISOString(), now)).toBe('2:00 PM');
    expect(formatConversationTime(null, now)).toBe('');
    expect(formatConversationTime('not a date', now)).toBe('');
  });
});

describe('formatMessageTime', () => {
  it('shows hours and minutes today, and adds the day (and year) otherwise', () => {
    expect(formatMessageTime(new Date(2026, 2, 12, 15, 4), now)).toBe('3:04 PM');
    expect(formatMessageTime(new Date(2026, 2, 11, 15, 4), now)).toBe('Mar 11, 3:04 PM');
    expect(formatMessageTime(new Date(2025, 2, 11, 15, 4), now)).toBe('Mar 11, 2025, 3:04 PM');
    expect(formatMessageTime('', now)).toBe('');
  });

  it('writes the clock with a plain space before AM/PM', () => {
    expect(formatClockTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
  });
});
