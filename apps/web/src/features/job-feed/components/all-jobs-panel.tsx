import { useEffect, useRef } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { SearchForm } from '../../../components/ui/search-form';
import { useAllJobs } from '../api/get-all-jobs';
import { CategoryFilter, VerifiedOnlyFilter } from './category-filter';
import { EmptyJobs, JobList } from './job-list';
import { LoadError } from './load-error';
import type { AllJobsSearch } from './use-all-jobs-search';

/** "Showing X of Y jobs", or just "Showing X jobs" when the server did not send the total. */
export function showingText(shown: number, total: number | null): string {
  return total === null ? `Showing ${shown} jobs` : `Showing ${shown} of ${total} jobs`;
}

/**
 * The All Jobs tab: title search, categories and "Verified employers only" sent to the server, pages added
 * by "Load more jobs".
 */
export function AllJobsPanel({ search, headingLevel }: { search: AllJobsSearch; headingLevel: 2 | 3 }) {
  const query = useAllJobs({ q: search.q, categories: search.categories, isVerifiedOnly: search.isVerifiedOnly });
  const pages = query.data?.pages;
  const jobs = pages?.flatMap((page) => page.jobs) ?? [];
  const total = pages?.at(-1)?.total ?? null;
  const listRef = useRef<HTMLUListElement>(null);
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

  let content;
  if (pages) {
    content =
      jobs.length === 0 ? (
        <EmptyJobs />
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

  return (
    <div className="flex flex-col gap-4">
      <SearchForm
        region="All jobs"
        label="Search all jobs by title"
        name="q"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
        fieldBasis="basis-64"
      />
      <CategoryFilter selected={search.categories} onToggle={search.toggleCategory} />
      <VerifiedOnlyFilter isSelected={search.isVerifiedOnly} onChange={search.setVerifiedOnly} />
      <LiveRegion className="font-semibold text-slate-900">
        {pages && jobs.length > 0 ? showingText(jobs.length, total) : null}
      </LiveRegion>
      {content}
    </div>
  );
}
