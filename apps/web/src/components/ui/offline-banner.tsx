import { CONNECTION_MESSAGES, useIsOnline } from '../../lib/connection';
import { LiveRegion } from './alert';

/**
 * A small banner in the shell while the browser is offline, in a polite live region that is always in
 * the page, so losing the connection is announced once, in words (not only by colour or an icon). It
 * goes when the connection is back, because what it says is no longer true; pages then read their
 * data again by themselves. It holds no control, so it never takes the focus or a Tab stop.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <LiveRegion>
      {isOnline ? null : (
        <p className="flex items-start gap-2 border-b-4 border-amber-700 bg-amber-50 px-4 py-2 font-semibold text-amber-950">
          <span aria-hidden="true">!</span>
          <span>
            <span className="sr-only">Warning: </span>
            {CONNECTION_MESSAGES.offline}
          </span>
        </p>
      )}
    </LiveRegion>
  );
}
