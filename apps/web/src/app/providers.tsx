import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';
import { ApiError } from '../lib/api-client';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not improve on retry; network hiccups on a slow connection might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Data fetching for the whole app. Offline (issue 14): reads wait while the browser is offline and run
 * again when the connection is back (networkMode 'online', refetchOnReconnect), so a page fills itself
 * in once it can. A submit is tried at once (networkMode 'always'): offline it fails straight away with
 * "You are offline…", the form keeps what was typed, and the person sends it again; it is never sent
 * later behind their back, nor left spinning without a word.
 */
export function QueryProvider({ children, state }: { children: ReactNode; state?: DehydratedState | undefined }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          retry: shouldRetry,
          refetchOnWindowFocus: true,
          refetchOnReconnect: true,
          networkMode: 'online',
        },
        mutations: { retry: false, networkMode: 'always' },
      },
    });
    // A page rendered on the server brings the data it was rendered with (decision 025).
    if (state) hydrate(queryClient, state);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Lets react-aria links and menu items navigate inside the app (client-side). */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
