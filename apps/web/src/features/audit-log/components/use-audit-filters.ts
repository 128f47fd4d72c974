import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filterParams, readFilters, type AuditFilters } from './audit-filters';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface AuditFilterState {
  filters: AuditFilters;
  /** What is typed in the search box (sent once typing pauses, or at once on Search). */
  text: string;
  setText: (text: string) => void;
  submitSearch: () => void;
  /** Changes some filters; any change but the page starts again at page 1. */
  update: (patch: Partial<AuditFilters>, replace?: boolean) => void;
  clear: () => void;
}

/**
 * The Audit Log's filters, kept in the address so a filtered view can be shared and Back returns to it.
 * The search box follows the address when it changes (Back, Clear filters).
 */
export function useAuditFilters(): AuditFilterState {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [text, setText] = useState(filters.search);
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (seenSearch !== filters.search) {
    setSeenSearch(filters.search);
    // Only a change from elsewhere replaces the box: the box's own search keeps what is typed (a trailing space).
    if (text.trim() !== filters.search) setText(filters.search);
  }

  const update = useCallback(
    (patch: Partial<AuditFilters>, replace = false) =>
      setParams(
        (current) => {
          const next = { ...readFilters(current), ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
          return filterParams(next);
        },
        { replace },
      ),
    [setParams],
  );

  const search = filters.search;
  useEffect(() => {
    const words = text.trim();
    if (words === search) return;
    // Typing replaces the address rather than adding one history entry per pause.
    const timer = setTimeout(() => update({ search: words }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, update]);

  return {
    filters,
    text,
    setText,
    submitSearch: () => {
      if (text.trim() !== search) update({ search: text.trim() });
    },
    update,
    clear: () => {
      setText('');
      setParams({});
    },
  };
}
