import { useState } from 'react';

interface Kept {
  key: unknown;
  error: unknown;
}

/**
 * A query's error, kept while the query fetches again. TanStack Query puts a query that has no data back
 * to 'pending' (its error cleared) whenever it fetches again: Retry, the window regaining focus (a phone
 * back from its file picker), a reconnect. A screen choosing what to show from the error would then swap
 * its error message and the focused Retry button, or the empty form shown for a 404 with what was typed
 * in it, for a loading state. With the kept error the screen stays as it is until the new answer
 * arrives. `key` names what is asked for (e.g. the user id): another key starts with no kept error.
 */
export function useKeptError(query: { error: unknown; data: unknown }, key: unknown): unknown {
  const [kept, setKept] = useState<Kept | null>(null);
  const hasNewError = query.error != null && (kept?.error !== query.error || !Object.is(kept.key, key));
  // Stored during render (React's pattern for information from earlier renders): no extra paint.
  if (hasNewError) setKept({ key, error: query.error });
  else if (query.data !== undefined && kept !== null) setKept(null);
  if (query.error != null) return query.error;
  return query.data === undefined && kept && Object.is(kept.key, key) ? kept.error : null;
}
