import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useMediaQuery, WIDE_TABLE_QUERY } from '../../../components/ui/use-media-query';
import { AllJobsFilters } from './all-jobs-filters';
import { CategoryFilter, VerifiedOnlyFilter } from './category-filter';
import type { AllJobsSearch } from './use-all-jobs-search';

/** Tailwind's `md` (768 px), the same width a data table turns into cards: below it the filters fold. */
export const WIDE_FILTERS_QUERY = WIDE_TABLE_QUERY;

/** The words of the phone's disclosure button: "Filters", or "Filters (2 on)" while any is on. */
export function filtersButtonText(activeCount: number): string {
  return activeCount > 0 ? `Filters (${activeCount} on)` : 'Filters';
}

/** A chevron that points down when the panel is open (the state is also in aria-expanded). */
function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-90' : ''}`}
    >
      <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * Every All Jobs filter and the order (location, job type, minimum salary, remote, sort, categories,
 * verified employers). From 768 px they are all shown. Narrower, so a phone sees the first jobs, they fold
 * behind a "Filters" disclosure, closed at first, whose words say how many are on, with "Clear filters"
 * beside it while any is, and the result count (`status`) on the same line, so the first job fits on a
 * 360 × 640 screen. The panel is hidden, never unmounted, and the values live in the search state, so
 * closing and opening keeps them. Nothing moves the focus by itself.
 */
export function AllJobsFilterArea({ search, status }: { search: AllJobsSearch; status: ReactNode }) {
  const isWide = useMediaQuery(WIDE_FILTERS_QUERY, true);
  const [isOpen, setOpen] = useState(false);
  const [hasFocusInside, setFocusInside] = useState(false);
  const [wasWide, setWasWide] = useState(isWide);
  const toggleId = useId();
  const panelId = useId();
  const count = search.activeFilterCount;

  // The window narrowed (zoomed in, a tablet turned) while a filter had the focus: the panel opens rather
  // than hide the field in use.
  if (wasWide !== isWide) {
    setWasWide(isWide);
    if (!isWide && hasFocusInside) setOpen(true);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  }

  function handleClearFilters() {
    search.clearFilters();
    // "Clear filters" goes away with the last filter; the focus stays beside it, on the Filters button.
    document.getElementById(toggleId)?.focus();
  }

  return (
    <>
      {isWide ? null : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              id={toggleId}
              variant="secondary"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onPress={() => setOpen((open) => !open)}
            >
              <Chevron isOpen={isOpen} />
              {filtersButtonText(count)}
            </Button>
            {count > 0 ? (
              <Button variant="ghost" className="underline" onPress={handleClearFilters}>
                Clear filters
              </Button>
            ) : null}
          </div>
          {status}
        </div>
      )}
      {/* The focus events only note whether a filter has the focus; the panel itself does nothing. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        hidden={!isWide && !isOpen}
        className="flex flex-col gap-4"
        onFocus={() => setFocusInside(true)}
        onBlur={handleBlur}
      >
        <AllJobsFilters search={search} />
        <CategoryFilter selected={search.categories} onToggle={search.toggleCategory} />
        <VerifiedOnlyFilter isSelected={search.isVerifiedOnly} onChange={search.setVerifiedOnly} />
      </div>
      {isWide ? status : null}
    </>
  );
}
