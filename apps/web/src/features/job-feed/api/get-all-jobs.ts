import {
  JOB_CATEGORIES,
  jobsApi,
  TOTAL_COUNT_HEADER,
  type AllJobsQuery,
  type AllJobsSort,
  type FeedJob,
  sortWorkplaceFacts,
  type JobType,
  type WorkplaceFact,
} from '@kakayahan/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiWithHeaders } from '../../../lib/api-client';
import { JOB_FEED_QUERY_KEY } from './get-recommended-jobs';

/** Jobs per page of All Jobs: small enough for a cheap phone on a slow connection. */
export const FEED_PAGE_SIZE = 20;

export interface AllJobsFilters {
  /** Search words, as typed (trimmed); empty for none. */
  q: string;
  /** Chosen categories; empty for every category. */
  categories: readonly string[];
  /** Only jobs of employers an admin verified. */
  isVerifiedOnly: boolean;
  /** Part of the location; empty for anywhere. */
  location?: string;
  isRemoteOnly?: boolean;
  /** Empty or left out: every type. */
  jobType?: JobType | '';
  /** Pesos; null or left out: no minimum. */
  minSalary?: number | null;
  /** Workplace accessibility every job must have (issue 16); empty or left out: any. */
  workplace?: readonly WorkplaceFact[];
  /** Empty or left out: the server's default (best match with words, newest without). */
  sort?: AllJobsSort | '';
}

export interface AllJobsPage {
  jobs: FeedJob[];
  page: number;
  /** Jobs matching on every page, or null when the server did not say. */
  total: number | null;
}

/**
 * The query of GET /api/all-jobs/: q and category always (empty values are left out of the address), the
 * other filters and the order only when chosen, page and page_size always.
 */
export function allJobsQuery(filters: AllJobsFilters, page: number): AllJobsQuery {
  return {
    q: filters.q,
    category: filters.categories.join(','),
    ...(filters.isVerifiedOnly ? { verified: 'true' } : {}),
    ...(filters.location ? { location: filters.location } : {}),
    ...(filters.isRemoteOnly ? { remote: 'true' } : {}),
    ...(filters.jobType ? { job_type: filters.jobType } : {}),
    ...(filters.minSalary !== undefined && filters.minSalary !== null ? { min_salary: filters.minSalary } : {}),
    ...(filters.workplace && filters.workplace.length > 0
      ? { workplace: sortWorkplaceFacts(filters.workplace).join(',') }
      : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    page,
    page_size: FEED_PAGE_SIZE,
  };
}

/** One page of All Jobs, searched, filtered and ordered as asked. */
export async function getAllJobs(filters: AllJobsFilters, page: number, signal?: AbortSignal): Promise<AllJobsPage> {
  const { data, headers } = await callApiWithHeaders(jobsApi.allJobs, {
    query: allJobsQuery(filters, page),
    ...(signal ? { signal } : {}),
  });
  return { jobs: data, page, total: readTotal(headers.get(TOTAL_COUNT_HEADER)) };
}

/** The total count header as a whole number, or null when it is missing or not a count. */
export function readTotal(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** Categories in the fixed list order, so the same choice always makes the same cache key. */
function orderedCategories(categories: readonly string[]): string[] {
  return JOB_CATEGORIES.filter((category) => categories.includes(category));
}

/** Whether another page exists after the pages loaded so far. */
export function nextPageAfter(last: AllJobsPage, pages: readonly AllJobsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.jobs.length, 0);
  if (last.total !== null) return loaded < last.total && last.jobs.length > 0 ? last.page + 1 : undefined;
  return last.jobs.length === FEED_PAGE_SIZE ? last.page + 1 : undefined;
}

/** Query options of the All Jobs tab: pages are appended by "Load more jobs". */
export function allJobsQueryOptions(filters: AllJobsFilters) {
  const normalized: AllJobsFilters = {
    q: filters.q.trim(),
    categories: orderedCategories(filters.categories),
    isVerifiedOnly: filters.isVerifiedOnly,
    location: filters.location?.trim() ?? '',
    isRemoteOnly: filters.isRemoteOnly ?? false,
    jobType: filters.jobType ?? '',
    minSalary: filters.minSalary ?? null,
    workplace: sortWorkplaceFacts(filters.workplace ?? []),
    sort: filters.sort ?? '',
  };
  return infiniteQueryOptions({
    queryKey: [
      ...JOB_FEED_QUERY_KEY,
      'all',
      normalized.q,
      normalized.categories.join(','),
      normalized.isVerifiedOnly ? 'verified' : 'any',
      normalized.location,
      normalized.isRemoteOnly ? 'remote' : 'anywhere',
      normalized.jobType,
      normalized.minSalary,
      (normalized.workplace ?? []).join(','),
      normalized.sort,
    ] as const,
    queryFn: ({ pageParam, signal }) => getAllJobs(normalized, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}

/** Every job, page by page, for the All Jobs tab. */
export function useAllJobs(filters: AllJobsFilters) {
  return useInfiniteQuery(allJobsQueryOptions(filters));
}
