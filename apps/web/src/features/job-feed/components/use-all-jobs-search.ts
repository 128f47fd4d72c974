import { useEffect, useState } from 'react';

/** How long typing must pause before All Jobs asks the server again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The search state of the All Jobs tab: what is typed, what was sent (q), and the chosen categories. */
export interface AllJobsSearch {
  text: string;
  setText: (text: string) => void;
  /** The words sent to the server: the typed text once typing pauses, or at once on Search. */
  q: string;
  submit: () => void;
  categories: readonly string[];
  toggleCategory: (category: string, isSelected: boolean) => void;
}

/**
 * Kept by the feed rather than the tab panel, so switching tabs and back keeps the search and categories
 * (only the selected tab panel is mounted).
 */
export function useAllJobsSearch(): AllJobsSearch {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [categories, setCategories] = useState<readonly string[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    text,
    setText,
    q,
    submit: () => setQ(text.trim()),
    categories,
    toggleCategory: (category, isSelected) =>
      setCategories((current) =>
        isSelected ? [...current.filter((c) => c !== category), category] : current.filter((c) => c !== category),
      ),
  };
}
