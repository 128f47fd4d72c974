import { PRODUCT_NAME } from '@kakayahan/contracts';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * What a lost connection is called, in plain words (issue 14). A failed submit keeps the form as it was
 * typed (forms are never cleared on a failure), so each sentence says so.
 */
export const CONNECTION_MESSAGES = {
  /** The shell's banner while the browser is offline: pages read their data again once it is back. */
  offline: 'You are offline. What you typed is kept; we will try again when the connection is back.',
  /** A submit tried while offline: it was not sent, and waits for the person to send it again. */
  offlineSubmit:
    'You are offline, so this was not sent. What you typed is kept; send it again when the connection is back.',
  /** The browser is online but the server does not answer. */
  unreachable: `We can't reach ${PRODUCT_NAME} right now. What you typed is kept; please try again in a moment.`,
} as const;

/** True when the browser says it has no network (the only signal a page has before a request fails). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** The sentence for a request that never got an answer: offline, or the server out of reach. */
export function connectionProblem(): string {
  return isBrowserOffline() ? CONNECTION_MESSAGES.offlineSubmit : CONNECTION_MESSAGES.unreachable;
}

/**
 * Whether the app is online, as TanStack Query's onlineManager sees it (the browser's online and offline
 * events): the same signal that pauses queries while offline and reads them again once back.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
