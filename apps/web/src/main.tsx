import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { QueryProvider } from './app/providers';
import { routes } from './app/router';
import { hasStoredToken } from './lib/session';
import { PageSeedContext, readPageData, type PageData } from './ssr/page-data';
import './styles.css';

/** Loads the code of the routes that match the address now, so the first render is the page itself. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

/** Says when the app's first render is on the page (its effects run after the commit). Renders nothing. */
function Started({ onStarted }: { onStarted: () => void }) {
  useEffect(onStarted, [onStarted]);
  return null;
}

function app(data: PageData | null, onStarted: () => void) {
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <PageSeedContext value={data?.seed ?? null}>
        <QueryProvider state={data?.state}>
          <RouterProvider router={router} />
          <Started onStarted={onStarted} />
        </QueryProvider>
      </PageSeedContext>
    </StrictMode>
  );
}

/**
 * Starts the app. A public page rendered on the server (decision 025) is hydrated from the data it was
 * rendered with, so nothing on it moves; someone signed in on this browser gets their own render instead.
 * Resolves once the app's first render is on the page (hydrated, or rendered).
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const data = readPageData(document);
  const hydrate = data !== null && !hasStoredToken();
  if (hydrate) await loadMatchedRoutes();
  return new Promise<void>((resolve) => {
    if (hydrate) {
      hydrateRoot(root, app(data, resolve));
      return;
    }
    root.replaceChildren();
    createRoot(root).render(app(null, resolve));
  });
}
