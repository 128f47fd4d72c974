import {
  ALL_JOBS_SORTS,
  isWorkplaceFact,
  JOB_CATEGORIES,
  JOB_TYPES,
  sortWorkplaceFacts,
  type AllJobsSort,
  type JobType,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before All Jobs asks the server again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The address parameter of "Verified employers only" (?verified=true), named as the API's. */
export const VERIFIED_PARAM = 'verified';

/**
 * The address parameters of All Jobs, named as the API's, so a reload, Back and a shared link keep the
 * search, filters and order (issue 14).
 */
export const ALL_JOBS_PARAMS = [
  'q',
  'category',
  'location',
  'remote',
  'job_type',
  'min_salary',
  'sort',
  VERIFIED_PARAM,
  'workplace',
] as const;

export const MIN_SALARY_MESSAGE = 'Enter the pesos as a whole number, for example 20000.';

/** The typed minimum salary as pesos ("20,000" → 20000); null for empty, undefined for text that is not a number. */
export function parseMinSalary(text: string): number | null | undefined {
  const digits = text.replace(/[,\s₱]/gu, '');
  if (digits === '') return null;
  return /^\d{1,9}$/u.test(digits) ? Number(digits) : undefined;
}

/** What All Jobs sends to the server: everything the address says, checked. */
export interface AllJobsCriteria {
  q: string;
  categories: readonly string[];
  isVerifiedOnly: boolean;
  location: string;
  isRemoteOnly: boolean;
  /** Empty: every type. */
  jobType: JobType | '';
  minSalary: number | null;
  /** Workplace accessibility the jobs must all have (issue 16), in the canonical order; empty: any. */
  workplace: readonly WorkplaceFact[];
  /** Empty: the default (best match with words, newest without). */
  sort: AllJobsSort | '';
}

/** The search state of the All Jobs tab: the typed fields, and the criteria the address holds. */
export interface AllJobsSearch extends AllJobsCriteria {
  text: string;
  setText: (text: string) => void;
  /** Searches the typed words now (Enter or the Search button), without waiting for the typing pause. */
  submit: () => void;
  toggleCategory: (category: string, isSelected: boolean) => void;
  toggleWorkplaceFact: (fact: WorkplaceFact, isSelected: boolean) => void;
  setVerifiedOnly: (isVerifiedOnly: boolean) => void;
  locationText: string;
  setLocationText: (text: string) => void;
  minSalaryText: string;
  setMinSalaryText: (text: string) => void;
  /** The typed minimum salary is not a number (it is not sent). */
  isMinSalaryInvalid: boolean;
  setRemoteOnly: (isRemoteOnly: boolean) => void;
  setJobType: (jobType: JobType | '') => void;
  setSort: (sort: AllJobsSort | '') => void;
  /** Whether any search word or filter is set (the order is not a filter). */
  hasCriteria: boolean;
  /** How many filters are on (see countActiveFilters). */
  activeFilterCount: number;
  /** Clears the search words and every filter (the order stays). */
  clear: () => void;
  /** Clears every filter; the search words and the order stay. */
  clearFilters: () => void;
  /** Whether the address asks for anything of All Jobs (the feed then opens on that tab). */
  isInAddress: boolean;
}

function readCriteria(params: URLSearchParams): AllJobsCriteria {
  const categories = (params.get('category') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => (JOB_CATEGORIES as readonly string[]).includes(name));
  const jobType = params.get('job_type') ?? '';
  const sort = params.get('sort') ?? '';
  const minSalary = parseMinSalary(params.get('min_salary') ?? '');
  // Unknown keys (an old or edited link) are dropped rather than sent, which the server would refuse.
  const workplace = sortWorkplaceFacts(
    (params.get('workplace') ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(isWorkplaceFact),
  );
  return {
    q: (params.get('q') ?? '').trim(),
    categories,
    isVerifiedOnly: params.get(VERIFIED_PARAM) === 'true',
    location: (params.get('location') ?? '').trim(),
    isRemoteOnly: params.get('remote') === 'true',
    jobType: (JOB_TYPES as readonly string[]).includes(jobType) ? (jobType as JobType) : '',
    minSalary: minSalary ?? null,
    workplace,
    sort: (ALL_JOBS_SORTS as readonly string[]).includes(sort) ? (sort as AllJobsSort) : '',
  };
}

/**
 * How many filters are on, as a phone's closed "Filters" button says it: each ticked category and each
 * ticked workplace accessibility fact counts, as do verified employers only, a location, remote only, a
 * job type and a minimum salary. The search words and the order are not filters.
 */
export function countActiveFilters(criteria: AllJobsCriteria): number {
  return (
    criteria.categories.length +
    criteria.workplace.length +
    [
      criteria.isVerifiedOnly,
      criteria.location !== '',
      criteria.isRemoteOnly,
      criteria.jobType !== '',
      criteria.minSalary !== null,
    ].filter(Boolean).length
  );
}

/** The address parameters of the filters (not the words, not the order), all removed. */
const NO_FILTERS: Record<string, null> = {
  category: null,
  location: null,
  remote: null,
  job_type: null,
  min_salary: null,
  [VERIFIED_PARAM]: null,
  workplace: null,
};

/** A typed field whose value goes to the address once typing pauses (or at once with `flush`). */
function useDebouncedParam(value: string, commit: (value: string) => void): void {
  useEffect(() => {
    const timer = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only the typed value restarts the pause; `commit` is a fresh function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}

/**
 * Kept by the feed rather than the tab panel, so switching tabs and back keeps the search. Every criterion
 * lives in the address (replaced, not pushed, while typing, so Back is not flooded with keystrokes).
 */
export function useAllJobsSearch(): AllJobsSearch {
  const [params, setParams] = useSearchParams();
  const criteria = readCriteria(params);
  const [text, setText] = useState(criteria.q);
  const [locationText, setLocationText] = useState(criteria.location);
  const [minSalaryText, setMinSalaryText] = useState(params.get('min_salary') ?? '');

  // The router's functional update reads the parameters of the render it came from; a change made when
  // typing pauses comes from an older render, so changes start from the newest parameters kept here.
  const latest = useRef({ params, setParams });
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  }, [params, setParams]);

  function update(changes: Record<string, string | null>, replace = false) {
    const next = new URLSearchParams(latest.current.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    latest.current = { ...latest.current, params: next };
    latest.current.setParams(next, { preventScrollReset: true, replace });
  }

  /** Puts a typed value in the address when it differs from what is there (replaced: no entry per pause). */
  function commitText(key: string, value: string) {
    if (value !== (latest.current.params.get(key) ?? '')) update({ [key]: value }, true);
  }

  useDebouncedParam(text, (value) => commitText('q', value.trim()));
  useDebouncedParam(locationText, (value) => commitText('location', value.trim()));
  const typedSalary = parseMinSalary(minSalaryText);
  useDebouncedParam(minSalaryText, (value) => {
    const pesos = parseMinSalary(value);
    if (pesos !== undefined) commitText('min_salary', pesos === null ? '' : String(pesos));
  });

  const activeFilterCount = countActiveFilters(criteria);
  const hasCriteria = criteria.q !== '' || activeFilterCount > 0;

  return {
    ...criteria,
    text,
    setText,
    submit: () => {
      update({
        q: text.trim(),
        location: locationText.trim(),
        ...(typedSalary === undefined ? {} : { min_salary: typedSalary === null ? null : String(typedSalary) }),
      });
    },
    toggleCategory: (category, isSelected) => {
      const next = isSelected
        ? [...criteria.categories.filter((c) => c !== category), category]
        : criteria.categories.filter((c) => c !== category);
      update({ category: JOB_CATEGORIES.filter((c) => next.includes(c)).join(',') });
    },
    toggleWorkplaceFact: (fact, isSelected) => {
      const others = criteria.workplace.filter((f) => f !== fact);
      // The canonical order, so the address (and the request) is the same whatever order they were ticked.
      update({ workplace: sortWorkplaceFacts(isSelected ? [...others, fact] : others).join(',') });
    },
    setVerifiedOnly: (isSelected) => update({ [VERIFIED_PARAM]: isSelected ? 'true' : null }),
    locationText,
    setLocationText,
    minSalaryText,
    setMinSalaryText,
    isMinSalaryInvalid: typedSalary === undefined,
    setRemoteOnly: (isSelected) => update({ remote: isSelected ? 'true' : null }),
    setJobType: (jobType) => update({ job_type: jobType }),
    setSort: (sort) => update({ sort }),
    hasCriteria,
    activeFilterCount,
    clear: () => {
      setText('');
      setLocationText('');
      setMinSalaryText('');
      update({ q: null, ...NO_FILTERS });
    },
    clearFilters: () => {
      setLocationText('');
      setMinSalaryText('');
      update(NO_FILTERS);
    },
    isInAddress: ALL_JOBS_PARAMS.some((key) => params.has(key)),
  };
}
