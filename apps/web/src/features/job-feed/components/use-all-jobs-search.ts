import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before All Jobs asks the server again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The address parameter of "Verified employers only" (?verified=true), named as the API's. */
export const VERIFIED_PARAM = 'verified';

/** The search state of the All Jobs tab: what is typed, what was sent (q), the chosen categories and employers. */
export interface AllJobsSearch {
  text: string;
  setText: (text: string) => void;
  /** The words sent to the server: the typed text once typing pauses, or at once on Search. */
  q: string;
  submit: () => void;
  categories: readonly string[];
  toggleCategory: (category: string, isSelected: boolean) => void;
  /** Only jobs of employers an admin verified. */
  isVerifiedOnly: boolean;
  setVerifiedOnly: (isVerifiedOnly: boolean) => void;
}

/**
 * Kept by the feed rather than the tab panel, so switching tabs and back keeps the search and categories
 * (only the selected tab panel is mounted). "Verified employers only" is also kept in the address, so a
 * reload, Back and a shared link keep it: it is the filter a person wary of scams sets once and keeps.
 */
export function useAllJobsSearch(): AllJobsSearch {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [categories, setCategories] = useState<readonly string[]>([]);
  const [params, setParams] = useSearchParams();
  const isVerifiedOnly = params.get(VERIFIED_PARAM) === 'true';

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
    isVerifiedOnly,
    setVerifiedOnly: (isSelected) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (isSelected) next.set(VERIFIED_PARAM, 'true');
          else next.delete(VERIFIED_PARAM);
          return next;
        },
        { preventScrollReset: true },
      ),
  };
}
