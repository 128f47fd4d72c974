import { PRODUCT_NAME } from '@kakayahan/contracts';
import { useState } from 'react';
import { isBrowserOffline, useIsOnline } from '../lib/connection';

const STILL_OFFLINE = 'You are still offline. Choose Try again when the connection is back.';

/**
 * Shown when a page fails to load (most often a dropped connection while fetching its code). Inside the
 * site shell (`inLayout`), it takes the page's place and the header, footer and navigation stay; on its
 * own (the shell itself failed) it is a whole page. Plain elements only, so it works when little else
 * did. "Try again" loads the page afresh (a failed page's code is not fetched twice by the router); while
 * offline it does not, as a reload would only show the browser's own offline page: it says so instead.
 */
export function RouteErrorPage({ inLayout = false }: { inLayout?: boolean }) {
  const isOnline = useIsOnline();
  const [hasTriedOffline, setHasTriedOffline] = useState(false);

  function handleTryAgain() {
    if (isBrowserOffline()) {
      setHasTriedOffline(true);
      return;
    }
    window.location.reload();
  }

  const content = (
    <>
      <title>{`This page could not be loaded | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold">This page could not be loaded</h1>
      <p className="mt-4">
        {isOnline
          ? 'Please check your connection and try again. Anything you typed on other pages is kept.'
          : 'You are offline. Choose Try again when the connection is back.'}
      </p>
      <p role="status" className="mt-2 font-semibold">
        {hasTriedOffline && !isOnline ? STILL_OFFLINE : null}
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={handleTryAgain}
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Try again
        </button>
        <a href="/" className="inline-flex min-h-11 items-center">
          Go Home
        </a>
      </p>
    </>
  );
  if (inLayout) return <div className="mx-auto max-w-xl py-8">{content}</div>;
  return <main className="mx-auto max-w-xl px-4 py-16">{content}</main>;
}
