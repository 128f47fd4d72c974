import { useEffect, useState } from 'react';
import { LiveRegion } from '../../../components/ui/alert';
import { forgetNotice, readNotice } from '../../../lib/leave-deleted-account';

/** How long the empty live region is in the page before the notice is put in it. */
const ANNOUNCE_DELAY_MS = 250;

/**
 * The one-time notice left by a deleted account ("Your profile and account have been deleted."), in a
 * polite live region that is in the page (empty) a moment before the words arrive, so screen readers
 * announce them. It is forgotten as it is shown: a reload or a later visit to / does not show it again.
 */
export function AccountNotice() {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    // Read when the timer fires, not before: a first effect that is undone (StrictMode) must not use it up.
    const timer = window.setTimeout(() => {
      const stored = readNotice();
      if (stored === null) return;
      forgetNotice();
      setNotice(stored);
    }, ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <LiveRegion>
      {notice ? (
        <p className="mb-6 flex items-start gap-2 rounded-md border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-green-900">
          <span aria-hidden="true">✓</span>
          <span>
            <span className="sr-only">Success: </span>
            {notice}
          </span>
        </p>
      ) : null}
    </LiveRegion>
  );
}
