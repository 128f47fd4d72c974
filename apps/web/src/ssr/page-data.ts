import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';

/** The id of the data block a page rendered on the server carries (decision 025). */
export const PAGE_DATA_ELEMENT_ID = 'kj-page-data';

/** What the server rendered a public page with: the browser hydrates from exactly this. */
export interface PageData {
  /** The query cache the page was rendered with. */
  state: DehydratedState;
  /** The seed of the page's random choices (the landing page's featured jobs), so both renders agree. */
  seed: number;
}

export const PageSeedContext = createContext<number | null>(null);

/** A random number fixed for the page: the server's when the page was rendered there, else one of its own. */
export function usePageSeed(): number {
  const given = useContext(PageSeedContext);
  const [seed] = useState(() => given ?? Math.floor(Math.random() * 2 ** 32));
  return seed;
}

/**
 * The site's address (PUBLIC_URL) when the server renders a page: absolute links in the head (canonical,
 * Open Graph) and structured data name the site as configured, never the Host a request claimed.
 */
export const PageOriginContext = createContext<string | null>(null);

/** The site's address: the server's configured one while it renders, the page's own in the browser. */
export function usePageOrigin(): string {
  const given = useContext(PageOriginContext);
  return given ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The data block of a page rendered on the server, or null (the app shell, or a block that is not ours). */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    return typeof data.seed === 'number' && typeof data.state === 'object' && data.state !== null
      ? { seed: data.seed, state: data.state }
      : null;
  } catch {
    return null;
  }
}
