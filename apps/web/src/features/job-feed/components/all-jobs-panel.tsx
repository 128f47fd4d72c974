import { useEffect, useRef } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { SearchForm } from '../../../components/ui/search-form';
import { useAllJobs } from '../api/get-all-jobs';
import { AllJobsFilterArea } from './all-jobs-filter-area';
import { EmptyJobs, JobList, NO_JOBS_MESSAGE } from './job-list';
import { LoadError } from './load-error';
import type { AllJobsSearch } from './use-all-jobs-search';

/** "Showing X of Y jobs", or just "Showing X jobs" when the server did not send the total. */
export function showingText(shown: number, total: number | null): string {
  return total === null ? `Showing ${shown} jobs` : `Showing ${shown} of ${total} jobs`;
}

/** What an empty result says: the words searched for, or that the filters match nothing. */
export function noResultText(q: string): string {
  return q ? `No jobs match '${q}'.` : 'No jobs match your filters.';
}

/**
 * The All Jobs tab (issue 14): search over title, company, skills and description; filters (location,
 * remote, job type, minimum salary, workplace accessibility, categories, verified employers), folded
 * behind "Filters" on a phone; the order; all sent to the server and kept in the address. The count is
 * announced politely; a search with no result says so, with a button that clears everything and puts the
 * focus back in the search field. Pages are added by "Load more jobs".
 */
export function AllJobsPanel({ search, headingLevel }: { search: AllJobsSearch; headingLevel: 2 | 3 }) {
  const query = useAllJobs({
    q: search.q,
    categories: search.categories,
    isVerifiedOnly: search.isVerifiedOnly,
    location: search.location,
    isRemoteOnly: search.isRemoteOnly,
    jobType: search.jobType,
    minSalary: search.minSalary,
    workplace: search.workplace,
    sort: search.sort,
  });
  const pages = query.data?.pages;
  const jobs = pages?.flatMap((page) => page.jobs) ?? [];
  const total = pages?.at(-1)?.total ?? null;
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  // The index of the first job "Load more jobs" adds; it takes the focus once it is on screen.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    const card = listRef.current?.querySelectorAll<HTMLElement>('article')[index];
    if (card) {
      card.focus();
      focusFrom.current = null;
    }
  }, [jobs.length]);

  function handleLoadMore() {
    focusFrom.current = jobs.length;
    void query.fetchNextPage();
  }

  function handleClear() {
    search.clear();
    searchRef.current?.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
  }

  const isEmpty = pages !== undefined && jobs.length === 0;
  let content;
  if (pages) {
    // The empty state's words are in the live region above (announced); the box says what to do.
    content = isEmpty ? (
      search.hasCriteria ? (
        <EmptyJobs title={null}>
          <p className="text-slate-800">Try fewer or other words, or fewer filters.</p>
          <div>
            <Button variant="secondary" onPress={handleClear}>
              Clear search and filters
            </Button>
          </div>
        </EmptyJobs>
      ) : (
        <EmptyJobs title={null}>
          <p className="text-slate-800">New jobs appear here as soon as employers post them.</p>
        </EmptyJobs>
      )
    ) : (
      <>
        <JobList jobs={jobs} label="All jobs" headingLevel={headingLevel} listRef={listRef} />
        {query.isFetchNextPageError ? (
          <LoadError error={query.error} onRetry={handleLoadMore} isRetrying={query.isFetchingNextPage} />
        ) : query.hasNextPage ? (
          <div>
            <Button variant="secondary" onPress={handleLoadMore} isPending={query.isFetchingNextPage}>
              Load more jobs
            </Button>
          </div>
        ) : null}
      </>
    );
  } else if (query.isError) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  } else {
    content = <Loading label="Loading jobs…" />;
  }

  let announcement: string | null = null;
  if (pages && jobs.length > 0) announcement = showingText(jobs.length, total);
  else if (isEmpty) announcement = search.hasCriteria ? noResultText(search.q) : NO_JOBS_MESSAGE;

  return (
    <div className="flex flex-col gap-4">
      <div ref={searchRef}>
        <SearchForm
          region="All jobs"
          label="Search jobs by title, company, skills or description"
          name="q"
          value={search.text}
          onChange={search.setText}
          onSubmit={search.submit}
          fieldBasis="basis-64"
        />
      </div>
      <AllJobsFilterArea
        search={search}
        status={
          <LiveRegion className={isEmpty ? 'text-lg font-semibold text-slate-900' : 'font-semibold text-slate-900'}>
            {announcement}
          </LiveRegion>
        }
      />
      {content}
    </div>
  );
}
