import { useCallback, useEffect, useState } from 'react';

/** How long typing must pause before the forum asks the server again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The forum's search box and page: what is typed, what was sent, and which page of the results. */
export interface ForumSearch {
  text: string;
  setText: (text: string) => void;
  /** The words sent to the server: the typed text once typing pauses, or at once on Search. */
  search: string;
  submit: () => void;
  page: number;
  setPage: (page: number) => void;
}

interface SearchState {
  search: string;
  page: number;
}

/** The same state when the words did not change (the page stays), else the new words at page 1. */
function withSearch(current: SearchState, words: string): SearchState {
  return current.search === words ? current : { search: words, page: 1 };
}

/** Search words (debounced) and the page; a new search starts again at page 1. */
export function useForumSearch(): ForumSearch {
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ search: '', page: 1 });

  useEffect(() => {
    const timer = setTimeout(() => setState((current) => withSearch(current, text.trim())), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);

  return {
    text,
    setText,
    search: state.search,
    submit: () => setState((current) => withSearch(current, text.trim())),
    page: state.page,
    setPage,
  };
}
