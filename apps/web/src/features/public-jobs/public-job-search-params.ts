import { JOB_CATEGORIES } from '@kakayahan/contracts';

/** The path of the public job list (issue 15). */
export const PUBLIC_JOBS_PATH = '/jobs';

/** What the address of /jobs asks for: the search words, one category ('' for all) and the page (1-based). */
export interface PublicJobSearch {
  q: string;
  category: string;
  page: number;
}

const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 10_000;

/**
 * Reads the list's state from the address, forgivingly: the address is typed and shared by people, so an
 * unknown category means every category and a page that is not a whole number from 1 means the first page
 * (the API refuses them; the page shows the nearest list instead of an error).
 */
export function readPublicJobSearch(params: URLSearchParams): PublicJobSearch {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const category = params.get('category') ?? '';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/u.test(pageText) ? Number(pageText) : 1;
  return {
    q,
    category: (JOB_CATEGORIES as readonly string[]).includes(category) ? category : '',
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of a list: `/jobs?q=…&category=…&page=2`, leaving out what is empty and the first page. */
export function publicJobSearchHref(search: PublicJobSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `${PUBLIC_JOBS_PATH}?${text}` : PUBLIC_JOBS_PATH;
}
