import { JOB_FAIR_ACCESSIBILITY, JOB_FAIR_FORMATS, type JobFairFormat } from '@kakayahan/contracts';
import { NO_FILTERS, type JobFairFilters } from './api/job-fair-keys';

/** The path of the job fair list. */
export const JOB_FAIRS_PATH = '/job-fairs';

/** The list's filters in its address: `accessibility` once per fact (as the GET form sends them) and `format`. */
const ACCESSIBILITY_PARAM = 'accessibility';
const FORMAT_PARAM = 'format';

/**
 * Reads the list's filters from the address (decision 027, fair filters), forgivingly: the address is shared
 * and typed by people, so an unknown fact or format is left out rather than failing. The facts come in the
 * form's own repeated parameter (`?accessibility=elevator&accessibility=quiet_room`) or comma-separated (the
 * API's form); they are kept in the list's order, so one choice has one query key whatever the order typed.
 */
export function readJobFairFilters(params: URLSearchParams): JobFairFilters {
  const asked = new Set(
    params
      .getAll(ACCESSIBILITY_PARAM)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  const format = params.get(FORMAT_PARAM) ?? '';
  return {
    accessibility: JOB_FAIR_ACCESSIBILITY.filter((fact) => asked.has(fact)),
    format: (JOB_FAIR_FORMATS as readonly string[]).includes(format) ? (format as JobFairFormat) : null,
  };
}

/**
 * The address's parameters for `filters`, as the GET form sends them (empty ones left out), with the address's
 * other parameters kept.
 */
export function withJobFairFilters(params: URLSearchParams, filters: JobFairFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ACCESSIBILITY_PARAM);
  next.delete(FORMAT_PARAM);
  for (const fact of filters.accessibility) next.append(ACCESSIBILITY_PARAM, fact);
  if (filters.format) next.set(FORMAT_PARAM, filters.format);
  return next;
}

/** The list's address for `filters`: `/job-fairs` without any. */
export function jobFairsHref(filters: JobFairFilters = NO_FILTERS): string {
  const text = withJobFairFilters(new URLSearchParams(), filters).toString();
  return text ? `${JOB_FAIRS_PATH}?${text}` : JOB_FAIRS_PATH;
}

/** The filters a sent filter form holds. */
export function filtersOfForm(fields: FormData): JobFairFilters {
  const params = new URLSearchParams();
  for (const value of fields.getAll(ACCESSIBILITY_PARAM)) {
    if (typeof value === 'string') params.append(ACCESSIBILITY_PARAM, value);
  }
  const format = fields.get(FORMAT_PARAM);
  if (typeof format === 'string') params.set(FORMAT_PARAM, format);
  return readJobFairFilters(params);
}

export const JOB_FAIR_FILTER_NAMES = { accessibility: ACCESSIBILITY_PARAM, format: FORMAT_PARAM } as const;
