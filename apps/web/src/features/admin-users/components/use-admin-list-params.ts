import { ADMIN_SEARCH_MAX } from '@kakayahan/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageCountOf } from '../../../components/ui/pagination';

/** How long typing must pause before an admin list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The highest page the contract accepts; a larger one in the address counts as the first. */
const PAGE_MAX = 100_000;

/**
 * An admin list's search, filters and page, kept in the address (?search=&page=&…) so Back, Forward,
 * a reload and a shared link all show the same list. What is typed goes to the address after a typing
 * pause (replacing the current history entry, so every pause is not a step of Back) or at once on Enter;
 * a new search or filter goes back to page 1.
 */
export interface AdminListParams<Filter extends string> {
  /** What is in the search box now. */
  text: string;
  setText: (text: string) => void;
  /** The words sent to the server (trimmed, at most ADMIN_SEARCH_MAX characters). */
  search: string;
  /** Searches now (Enter or the Search button), without waiting for the typing pause. */
  submit: () => void;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Each filter's value from the address, '' when not set. */
  filters: Record<Filter, string>;
  setFilter: (name: Filter, value: string) => void;
  /** Whether a search or any filter narrows the list. */
  isFiltered: boolean;
  /** Clears the search and every filter, back to page 1. */
  clear: () => void;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** Longer searches are cut rather than sent for the server to refuse. */
function searchFrom(value: string | null): string {
  return (value ?? '').trim().slice(0, ADMIN_SEARCH_MAX).trim();
}

type Changes = Record<string, string | number | null>;

/**
 * The search, filters (`filterNames`, a constant list) and page of an admin list, in the address.
 * The page is left out of the address while it is 1, and so is every blank value.
 */
export function useAdminListParams<Filter extends string = never>(
  filterNames: readonly Filter[] = [],
): AdminListParams<Filter> {
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params.get('search'));
  const page = pageFrom(params.get('page'));
  const [text, setText] = useState(search);
  // The search this screen last put in the address: any other change came from Back, Forward or a link.
  const ownSearch = useRef(search);

  useEffect(() => {
    if (search === ownSearch.current) return;
    ownSearch.current = search;
    setText(search);
  }, [search]);

  const update = useCallback(
    (changes: Changes, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const applySearch = useCallback(
    (typed: string, replace: boolean) => {
      const words = searchFrom(typed);
      if (words === ownSearch.current) return;
      ownSearch.current = words;
      update({ search: words, page: null }, replace);
    },
    [update],
  );

  useEffect(() => {
    const timer = setTimeout(() => applySearch(text, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applySearch]);

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => update({ page: next }, options?.replace ?? false),
    [update],
  );

  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<
    Filter,
    string
  >;

  return {
    text,
    setText,
    search,
    submit: () => applySearch(text, false),
    page,
    setPage,
    filters,
    setFilter: (name, value) => update({ [name]: value, page: null }),
    isFiltered: search !== '' || filterNames.some((name) => filters[name] !== ''),
    clear: () => {
      ownSearch.current = '';
      setText('');
      const cleared: Changes = { search: null, page: null };
      for (const name of filterNames) cleared[name] = null;
      update(cleared);
    },
  };
}

/**
 * Goes back to the last page that has rows when the list shrank under the page on screen (the last row
 * of the last page was deleted, or an old link names a page that no longer exists). Pass the server's
 * answer for the page in the address only, never the previous page kept on screen while it loads.
 */
export function useKeepPageInRange(
  list: { page: number; total: number; rows: readonly unknown[] } | undefined,
  pageSize: number,
  setPage: (page: number, options: { replace: boolean }) => void,
) {
  const last = list ? pageCountOf(list.total, pageSize) : null;
  const current = list?.page ?? null;
  const isEmpty = list ? list.rows.length === 0 : false;
  useEffect(() => {
    if (last !== null && current !== null && isEmpty && current > last) setPage(last, { replace: true });
  }, [last, current, isEmpty, setPage]);
}
