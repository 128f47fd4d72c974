import { platformStatisticsQuerySchema, type PlatformStatisticsQuery } from '@kakayahan/contracts';

/** The period as the date inputs and the address hold it: YYYY-MM-DD, or empty for an open end. */
export interface DateRange {
  from: string;
  to: string;
}

export type RangeErrors = Partial<Record<keyof DateRange, string>>;

/** The period in the page's address (?from=…&to=…). */
export function readRange(params: URLSearchParams): DateRange {
  return { from: params.get('from')?.trim() ?? '', to: params.get('to')?.trim() ?? '' };
}

/** The query the server is asked with: empty ends are left out. */
export function rangeQuery(range: DateRange): PlatformStatisticsQuery {
  return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}

/**
 * What is wrong with a period, field by field, checked with the contract's own schema, so the screen
 * says what the server would ("The start date must be on or before the end date." on To).
 */
export function rangeErrors(range: DateRange): RangeErrors {
  const result = platformStatisticsQuerySchema.safeParse(rangeQuery(range));
  if (result.success) return {};
  const errors: RangeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The address's query for a period (empty ends left out). */
export function rangeParams(range: DateRange): Record<string, string> {
  return Object.fromEntries(Object.entries(range).filter(([, value]) => value !== ''));
}
