import type { Notification } from '@kakayahan/contracts';

export type ReadFilter = 'all' | 'read' | 'unread';
export type SortOrder = 'newest' | 'oldest';

/** What the notifications page shows: the search text, the read filter and the order. */
export interface NotificationView {
  search: string;
  filter: ReadFilter;
  sort: SortOrder;
}

export const DEFAULT_VIEW: NotificationView = { search: '', filter: 'all', sort: 'newest' };

export const FILTER_OPTIONS: readonly { value: ReadFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'read', label: 'Read' },
  { value: 'unread', label: 'Unread' },
];

export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export function isReadFilter(value: string): value is ReadFilter {
  return FILTER_OPTIONS.some((option) => option.value === value);
}

export function isSortOrder(value: string): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** True when the view narrows the list (so an empty result means "nothing matches", not "nothing at all"). */
export function isFiltered(view: NotificationView): boolean {
  return view.search.trim() !== '' || view.filter !== 'all';
}

function time(notification: Notification): number {
  const value = Date.parse(notification.timestamp);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * The notifications the page shows: those whose title or action contains the search text (any case),
 * with the chosen read state, newest or oldest first (ties broken by id, so the order never flickers).
 */
export function applyView(notifications: readonly Notification[], view: NotificationView): Notification[] {
  const needle = view.search.trim().toLocaleLowerCase();
  const direction = view.sort === 'newest' ? -1 : 1;
  return notifications
    .filter((n) => (view.filter === 'all' ? true : view.filter === 'read' ? n.is_read : !n.is_read))
    .filter(
      (n) =>
        needle === '' || n.title.toLocaleLowerCase().includes(needle) || n.action.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => direction * (time(a) - time(b) || a.id - b.id));
}
