import { NOTIFICATION_MESSAGES, type Notification } from '@kakayahan/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/session';
import { useDeleteNotification } from '../api/delete-notification';
import { countUnread, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { ClearAllDialog } from '../components/clear-all-dialog';
import {
  ALL_MARKED_READ_MESSAGE,
  DELETE_FAILED,
  MARK_ALL_READ_FAILED,
  MARK_READ_FAILED,
} from '../components/notification-messages';
import { NotificationRow } from '../components/notification-row';
import { applyView, DEFAULT_VIEW, isFiltered, type NotificationView } from '../components/notification-view';
import { NotificationsToolbar } from '../components/notifications-toolbar';
import { PageActionButton } from '../components/page-action-button';
import { useFocusAfterRemoval } from '../components/use-focus-after-removal';

export const LOAD_ERROR_MESSAGE = 'Failed to load notifications. Please try again.';
export const NO_UNREAD_REASON = 'Every notification is already read.';
export const NOTHING_TO_CLEAR_REASON = 'There are no notifications to clear.';

/** The failure of the last action on one row; shown in that row (or above the list when it is not shown). */
interface RowError {
  id: number;
  text: string;
}

/** "Showing X of Y notifications" (document 2 §2). */
export function showingMessage(shown: number, total: number): string {
  return `Showing ${shown} of ${total} notifications`;
}

/**
 * /notifications: every notification of the signed-in user, with search, a read filter, order, mark as
 * read and delete per row or all at once (document 2 §2). New ones arrive live through the header's bell.
 */
export default function NotificationsPage() {
  const session = useSession();
  const query = useNotifications(session?.userId ?? null);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const [view, setView] = useState<NotificationView>(DEFAULT_VIEW);
  const [announcement, setAnnouncement] = useState('');
  const [pageError, setPageError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<RowError | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<number>>(new Set());
  const [isClearOpen, setIsClearOpen] = useState(false);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  const notifications = query.data;
  const unread = countUnread(notifications);
  const total = notifications?.length ?? 0;
  const visible = useMemo(() => (notifications ? applyView(notifications, view) : []), [notifications, view]);
  const focus = useFocusAfterRemoval(
    visible.map((n) => n.id),
    listHeadingRef,
  );
  const isRowErrorShown = rowError !== null && visible.some((n) => n.id === rowError.id);

  useEffect(() => {
    // A failed background refresh keeps the list on screen; it is only logged (document 2 §8).
    if (query.error && notifications) console.warn('Could not refresh notifications', query.error);
  }, [query.error, notifications]);

  /** A new action starts: the outcome of the last one is not read out again. */
  function clearOutcome() {
    setAnnouncement('');
    setPageError(null);
    setRowError(null);
  }

  function handleViewChange(next: NotificationView) {
    focus.forget();
    setView(next);
  }

  function handleClearFilters() {
    handleViewChange(DEFAULT_VIEW);
    // The button goes away with the "nothing matches" message; the list's heading is the next place.
    listHeadingRef.current?.focus();
  }

  function handleMarkAll() {
    clearOutcome();
    markAll.mutate(undefined, {
      onSuccess: () => setAnnouncement(ALL_MARKED_READ_MESSAGE),
      onError: () => setPageError(MARK_ALL_READ_FAILED),
    });
  }

  function handleMarkRead(notification: Notification) {
    clearOutcome();
    // Only unread ones are shown, so this row is about to leave the list.
    if (view.filter === 'unread') focus.expectRemoval(notification.id);
    // mutateAsync: mutate's own callbacks would fire only for the latest of several quick presses.
    markOne.mutateAsync(notification.id).catch(() => {
      focus.cancelRemoval(notification.id);
      setRowError({ id: notification.id, text: MARK_READ_FAILED });
    });
  }

  function handleDelete(notification: Notification) {
    clearOutcome();
    focus.expectRemoval(notification.id);
    setDeletingIds((ids) => new Set(ids).add(notification.id));
    remove
      .mutateAsync(notification.id)
      .then(
        () => setAnnouncement(NOTIFICATION_MESSAGES.deleted),
        () => {
          focus.cancelRemoval(notification.id);
          setRowError({ id: notification.id, text: DELETE_FAILED });
        },
      )
      .finally(() =>
        setDeletingIds((ids) => {
          const next = new Set(ids);
          next.delete(notification.id);
          return next;
        }),
      );
  }

  function handleCleared(message: string) {
    setIsClearOpen(false);
    setAnnouncement(message);
  }

  let content;
  if (notifications) {
    let list;
    if (total === 0) {
      list = (
        <div className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">No notifications</p>
          <p className="text-slate-800">You don&apos;t have any notifications yet.</p>
        </div>
      );
    } else if (visible.length === 0) {
      list = (
        <div className="flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-slate-300 p-6 text-center">
          <p className="text-lg font-semibold text-slate-900">No notifications match your current filters</p>
          {isFiltered(view) ? (
            <Button variant="secondary" onPress={handleClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      );
    } else {
      list = (
        <ul aria-labelledby={listHeadingId} className="flex flex-col gap-3">
          {visible.map((n) => (
            <NotificationRow
              key={n.id}
              notification={n}
              isDeleting={deletingIds.has(n.id)}
              error={rowError?.id === n.id ? rowError.text : null}
              registerRow={focus.registerRow}
              onMarkRead={handleMarkRead}
              onDelete={handleDelete}
            />
          ))}
        </ul>
      );
    }
    content = (
      <section aria-labelledby={listHeadingId} className="flex flex-col gap-4">
        <h2
          id={listHeadingId}
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none focus-visible:outline"
        >
          Your notifications
        </h2>
        {total > 0 ? <NotificationsToolbar view={view} onChange={handleViewChange} /> : null}
        {list}
        <LiveRegion className="text-slate-800">{total > 0 ? showingMessage(visible.length, total) : null}</LiveRegion>
      </section>
    );
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{LOAD_ERROR_MESSAGE}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <Loading label="Loading notifications…" />;
  }

  const shownError = pageError ?? (rowError && !isRowErrorShown ? rowError.text : null);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <PageHeading>Notifications</PageHeading>
          {notifications ? (
            <p className="rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">{unread} new</p>
          ) : null}
        </div>
        {notifications ? (
          <div className="flex flex-wrap items-start gap-3">
            <PageActionButton
              unavailableReason={unread === 0 ? NO_UNREAD_REASON : null}
              isPending={markAll.isPending}
              onPress={handleMarkAll}
            >
              Mark all as read
            </PageActionButton>
            <PageActionButton
              variant="danger-outline"
              unavailableReason={total === 0 ? NOTHING_TO_CLEAR_REASON : null}
              onPress={() => {
                clearOutcome();
                setIsClearOpen(true);
              }}
            >
              Clear all
            </PageActionButton>
          </div>
        ) : null}
      </div>
      <LiveRegion className="sr-only">{announcement}</LiveRegion>
      {shownError ? <Alert tone="error">{shownError}</Alert> : null}
      {content}
      {isClearOpen ? (
        <ClearAllDialog total={total} onClose={() => setIsClearOpen(false)} onDone={handleCleared} />
      ) : null}
    </div>
  );
}
