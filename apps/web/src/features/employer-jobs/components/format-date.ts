import { enUsDateFormat } from '@kakayahan/contracts';

const shortDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** A date as the dashboard shows it (en-US short month, document 2 §9): "Mar 1, 2026"; '' when unreadable. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enUsDateFormat(shortDate).format(date);
}
