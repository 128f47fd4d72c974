import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setInteractionModality } from 'react-aria-components';
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

export interface StartOptions {
  /**
   * The page was used by keyboard before the app was there (a public page's script saw it): the app's
   * components learn keyboard use from key presses they did not see, so they are told.
   */
  isKeyboardInUse?: boolean;
  /**
   * The app woke because the keyboard focus reached a control whose hint the app shows on focus (the read-aloud
   * button's shortcut): that control gets its focus event again, so the hint shows as it would have. No focus
   * moves, so a screen reader says nothing new. (A click or key being replayed needs no hint: it acts.)
   */
  isFocusToBeTold?: boolean;
}

function tellTheFocusedControl(root: HTMLElement): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== root && root.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  }
}

/**
 * Starts the app. A public page rendered on the server (decision 025) is hydrated from the data it was
 * rendered with, so nothing on it moves; someone signed in on this browser gets their own render instead.
 * Resolves once the app's first render is on the page (hydrated, or rendered).
 */
export async function startApp({ isKeyboardInUse = false, isFocusToBeTold = false }: StartOptions = {}): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const data = readPageData(document);
  const hydrate = data !== null && !hasStoredToken();
  if (hydrate) await loadMatchedRoutes();
  await new Promise<void>((resolve) => {
    if (hydrate) {
      hydrateRoot(root, app(data, resolve));
      return;
    }
    root.replaceChildren();
    // A render in a transition is cut into pieces of a few milliseconds, so the first screen of someone
    // signed in never holds a slow phone's main thread for the whole render at once (issue 15). Nothing is
    // on the page before it, so nothing is shown later than it would be.
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app(null, resolve)));
  });
  if (!hydrate) return;
  if (isKeyboardInUse) setInteractionModality('keyboard');
  if (isKeyboardInUse && isFocusToBeTold) tellTheFocusedControl(root);
}
