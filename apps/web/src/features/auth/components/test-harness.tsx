import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** One API call the screen made, as the fake server saw it. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** The multipart body, for calls that send files. */
  form: FormData | undefined;
  authorization: string | null;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON answer like the server's. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function requestPath(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.pathname : input.url;
}

/**
 * Test-only: replaces fetch with a fake server. Each call goes to the handler under
 * "METHOD /path"; a call without a handler rejects like a network failure. Restore with
 * vi.restoreAllMocks().
 */
export function mockApi(handlers: Record<string, Handler>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: requestPath(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      form: init?.body instanceof FormData ? init.body : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new TypeError(`No fake answer for ${call.method} ${call.path}`);
    return handler(call);
  });
  return { calls };
}

/**
 * Test-only: renders one page at `path` inside a memory router, a fresh query client and StrictMode
 * (so double effects show up in tests). Every other path renders an empty page; read where the
 * screen navigated to from `router.state.location`.
 */
export function renderPage(page: ReactElement, options: { path: string; url?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.path, element: page },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
