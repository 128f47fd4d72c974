import { PRODUCT_NAME } from '@kakayahan/contracts';

/**
 * Shown when a page fails to load (often a dropped connection while fetching its code). Plain HTML
 * only, so it works even when the rest of the app did not load.
 */
export function RouteErrorPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <title>{`Something went wrong | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4">This page could not be loaded. Please check your connection and try again.</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Try again
        </button>
        <a href="/" className="inline-flex min-h-11 items-center">
          Go Home
        </a>
      </p>
    </main>
  );
}
