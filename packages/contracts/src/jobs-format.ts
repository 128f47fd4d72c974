import { JOB_TYPES, type JobType } from './constants.js';

/**
 * Salary as shown everywhere (document 2 §9): with the peso sign, or "Negotiable" when absent. A salary
 * that already carries a peso sign or "PHP" is shown as typed, never with a doubled sign.
 */
export function formatSalary(salary: string | null | undefined): string {
  const text = salary?.trim() ?? '';
  if (!text) return 'Negotiable';
  if (/^(₱|php\b|p\s?\d)/iu.test(text) || /negotiable/iu.test(text)) return text;
  return `₱${text}`;
}

/** Company name as shown when a job has none (document 2 §9). */
export const UNKNOWN_COMPANY = 'Unknown Company';
/** Location fallbacks of document 2 §9: the feed, and the application list. */
export const FEED_LOCATION_FALLBACK = 'Location not specified';
export const APPLICATION_LOCATION_FALLBACK = 'Remote';

/**
 * The job type a form sent, in the stored spelling. The edit form of the original spells the first two
 * with hyphens ("Full-time"); both spellings, any case, mean the same type. Unknown text answers null.
 */
export function normalizeJobType(value: string): JobType | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/gu, ' ');
  return JOB_TYPES.find((type) => type.toLowerCase() === key) ?? null;
}

/** Splits comma-separated text (skills, tag names) into trimmed, non-empty, de-duplicated items. */
export function splitCommaList(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const item = raw.trim().replace(/\s+/gu, ' ');
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The website as a link: https:// added when missing (document 1 §2); null when absent. */
export function websiteHref(site: string | null | undefined): string | null {
  const text = site?.trim() ?? '';
  if (!text) return null;
  return /^https?:\/\//iu.test(text) ? text : `https://${text}`;
}
