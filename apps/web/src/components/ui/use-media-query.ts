import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when that changes (a phone turned, a window resized,
 * the zoom changed). Where the browser cannot tell (no matchMedia: tests, old engines) it answers
 * `fallback`, so a layout chosen by width renders its wide form there.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}

/** Tailwind's `sm` (640 px): below it the signed-in header collapses into one menu button. */
export const WIDE_HEADER_QUERY = '(min-width: 40rem)';
/** Tailwind's `md` (768 px): below it a data table becomes a list of cards. */
export const WIDE_TABLE_QUERY = '(min-width: 48rem)';
