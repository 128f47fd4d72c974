import type { PublicJobSearchResult } from '@kakayahan/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageMeta } from '../../../components/ui/page-meta';
import { usePublicJobSearch } from '../api/search-public-jobs';
import { PublicJobCard } from '../components/public-job-card';
import { PublicJobPager } from '../components/public-job-pager';
import { PublicJobSearchForm } from '../components/public-job-search-form';
import {
  PUBLIC_JOBS_PATH,
  publicJobSearchHref,
  readPublicJobSearch,
  type PublicJobSearch,
} from '../public-job-search-params';

export const PAGE_TITLE = 'Browse jobs';
export const LOAD_FAILED_MESSAGE = 'The jobs could not be loaded. Check your connection and try again.';
const DESCRIPTION =
  'Open jobs for persons with disabilities in the Philippines: search by words and category, then open a job to apply.';

/** "1 job", "12 jobs". */
export function jobCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'job' : 'jobs'}`;
}

/** What was searched, in words: " match 'clerk' in Retail". */
function searchedWords({ q, category }: PublicJobSearch, verb: string): string {
  return `${q ? ` ${verb} '${q}'` : ''}${category ? ` in ${category}` : ''}`;
}

/** The sentence the status region says about the list on screen. */
export function resultSummary(search: PublicJobSearch, result: PublicJobSearchResult): string {
  const pageCount = Math.max(1, Math.ceil(result.total / result.page_size));
  if (result.total === 0) {
    if (search.q) return `No jobs match '${search.q}'${search.category ? ` in ${search.category}` : ''}.`;
    return search.category ? `No jobs in ${search.category} right now.` : 'No jobs have been posted yet.';
  }
  if (result.jobs.length === 0) {
    return `There is no page ${search.page}: the ${jobCount(result.total)} fill ${pageCount === 1 ? '1 page' : `${pageCount} pages`}.`;
  }
  const verb = result.total === 1 ? 'matches' : 'match';
  const pages = pageCount > 1 ? ` Page ${search.page} of ${pageCount}.` : '';
  return `${jobCount(result.total)}${searchedWords(search, verb)}.${pages}`;
}

/** Where focus goes once the app has followed a link of the list (the address changed). */
type FocusTarget = 'search' | 'results';

/**
 * /jobs, for anyone (issue 15, decision 027): the public job list with its search (words and a category) and
 * its pages, all in the address. The server renders it for visitors with its content, and it works without
 * JavaScript (a GET form, links); with the app running the same form and links move through the router, so
 * the server's page and the app's show the same list for the same address. Each job links to its page.
 */
export default function PublicJobsPage() {
  const [params, setParams] = useSearchParams();
  const search = readPublicJobSearch(params);
  const query = usePublicJobSearch(search);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const address = publicJobSearchHref(search);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'search') searchRef.current?.focus();
    if (target === 'results') resultsRef.current?.focus();
  }, [address]);

  function handleFollowToResults() {
    focusNext.current = 'results';
  }
  function handleFollowToSearch() {
    focusNext.current = 'search';
  }

  function handleSearch(words: string, category: string) {
    const next = new URLSearchParams();
    if (words) next.set('q', words);
    if (category) next.set('category', category);
    setParams(next);
  }

  const result = query.data;
  const isSearching = query.isPlaceholderData;
  let summary: string;
  let content: ReactNode = null;
  if (result) {
    summary = isSearching ? 'Searching…' : resultSummary(search, result);
    const pageCount = Math.max(1, Math.ceil(result.total / result.page_size));
    if (result.jobs.length > 0) {
      content = (
        <ul aria-labelledby="public-jobs-results-heading" className="grid gap-4 md:grid-cols-2">
          {result.jobs.map((job) => (
            <li key={job.post_id}>
              <PublicJobCard job={job} />
            </li>
          ))}
        </ul>
      );
    } else if (result.total > 0) {
      content = (
        <p>
          <Link to={publicJobSearchHref({ ...search, page: pageCount })} onClick={handleFollowToResults}>
            Go to the last page, page {pageCount}
          </Link>
        </p>
      );
    } else if (search.q || search.category) {
      content = (
        <p>
          <Link to={PUBLIC_JOBS_PATH} onClick={handleFollowToSearch}>
            Clear the search and show all jobs
          </Link>
        </p>
      );
    }
    if (!isSearching) {
      content = (
        <>
          {content}
          <PublicJobPager search={search} pageCount={pageCount} onFollow={handleFollowToResults} />
        </>
      );
    }
  } else if (query.isError) {
    summary = '';
    content = (
      <LoadFailed message={LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  } else {
    summary = 'Loading jobs…';
  }

  const title = `${search.q ? `Jobs matching '${search.q}'` : PAGE_TITLE}${search.page > 1 ? `, page ${search.page}` : ''}`;
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={title} description={DESCRIPTION} path={address} />
      <PageHeading documentTitle={title}>{PAGE_TITLE}</PageHeading>
      <p className="text-slate-800">
        Open jobs from employers across the Philippines. Open a job to read what it needs and to apply.
      </p>
      <PublicJobSearchForm search={search} onSearch={handleSearch} searchRef={searchRef} />
      <section aria-labelledby="public-jobs-results-heading" className="flex flex-col gap-4">
        <h2
          id="public-jobs-results-heading"
          ref={resultsRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline"
        >
          Results
        </h2>
        <LiveRegion className="font-semibold text-slate-900">{summary}</LiveRegion>
        {content}
      </section>
    </div>
  );
}
