import { useCallback, useEffect, useRef, type RefObject } from 'react';

interface PendingRemoval {
  id: number;
  /** Rows below and above the removed one when it was acted on, nearest first. */
  after: number[];
  before: number[];
}

/**
 * Deleting a row (or marking it read while only unread ones are shown) removes the button that did it.
 * So that keyboard and screen-reader users are not dropped to the top of the page, focus moves to the
 * next row once the row has gone, or the previous one when it was the last, or else to `fallbackRef`
 * (the list's heading). Rows register themselves with `registerRow`; they must be focusable (tabIndex -1).
 */
export function useFocusAfterRemoval(visibleIds: readonly number[], fallbackRef: RefObject<HTMLElement | null>) {
  const rows = useRef(new Map<number, HTMLElement>());
  const pending = useRef<PendingRemoval | null>(null);
  const idsKey = visibleIds.join(',');

  useEffect(() => {
    const removal = pending.current;
    const ids = idsKey === '' ? [] : idsKey.split(',').map(Number);
    if (!removal || ids.includes(removal.id)) return;
    pending.current = null;
    const candidates = [...removal.after, ...removal.before];
    const target = candidates.map((id) => rows.current.get(id)).find((row) => row !== undefined);
    (target ?? fallbackRef.current)?.focus();
  }, [idsKey, fallbackRef]);

  const registerRow = useCallback((id: number, element: HTMLElement | null) => {
    if (element) rows.current.set(id, element);
    else rows.current.delete(id);
  }, []);

  /** Call when an action that will remove this row starts. */
  const expectRemoval = useCallback(
    (id: number) => {
      const ids = idsKey === '' ? [] : idsKey.split(',').map(Number);
      const index = ids.indexOf(id);
      if (index < 0) return;
      pending.current = { id, after: ids.slice(index + 1), before: ids.slice(0, index).reverse() };
    },
    [idsKey],
  );

  /** Call when that action failed, so a later change of the list does not move the focus. */
  const cancelRemoval = useCallback((id: number) => {
    if (pending.current?.id === id) pending.current = null;
  }, []);

  /** Call when the person changes what the list shows (search, filter): a row leaving then is not theirs to follow. */
  const forget = useCallback(() => {
    pending.current = null;
  }, []);

  return { registerRow, expectRemoval, cancelRemoval, forget };
}
