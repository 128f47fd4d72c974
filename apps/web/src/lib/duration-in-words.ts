/** "1 day", "3 days": a count with its noun, singular for one. */
function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

/**
 * A length of time said in words, as people say a wait: "less than an hour", "5 hours", "3 days". Hours
 * up to a day, then whole days (rounded), so nobody reads "73 hours".
 */
export function durationInWords(hours: number): string {
  if (!Number.isFinite(hours) || hours < 1) return 'less than an hour';
  if (hours < 24) return count(Math.floor(hours), 'hour');
  return count(Math.round(hours / 24), 'day');
}

/** How long ago `since` (ISO 8601) was, at `now`, in words ("3 days"); a date in the future counts as now. */
export function timeSinceInWords(since: string, now: Date = new Date()): string {
  const hours = (now.getTime() - new Date(since).getTime()) / 3_600_000;
  return durationInWords(Number.isNaN(hours) ? 0 : hours);
}
