import { vi } from 'vitest';

/** Test-only: one API call as the fake server saw it; `url` keeps the query string. */
export interface AdminApiCall {
  method: string;
  /** The path without the query string. */
  path: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}

export type AdminApiHandler = (call: AdminApiCall) => Response | Promise<Response>;

/** Test-only: a JSON answer like the server's, with any extra headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * Test-only: the page the call asks for (page, page_size) of `rows`, with the number of rows in
 * X-Total-Count, as the admin lists answer.
 */
export function pageAnswer(rows: readonly unknown[], url: URL): Response {
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('page_size') ?? String(rows.length || 1));
  return json(rows.slice((page - 1) * size, page * size), 200, { 'x-total-count': String(rows.length) });
}

/**
 * Test-only: replaces fetch with a fake server. Each call goes to the handler under "METHOD /path" (the
 * path without its query); a call without one rejects like a network failure. Restore with
 * vi.restoreAllMocks().
 */
export function mockAdminApi(handlers: Record<string, AdminApiHandler>): { calls: AdminApiCall[] } {
  const calls: AdminApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call: AdminApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new TypeError(`No fake answer for ${call.method} ${call.path}`);
    return handler(call);
  });
  return { calls };
}

/** Test-only: the query of every GET the screen made to `path`, oldest first, as plain objects. */
export function listQueries(calls: readonly AdminApiCall[], path: string): Record<string, string>[] {
  return calls
    .filter((call) => call.method === 'GET' && call.path === path)
    .map((call) => Object.fromEntries(call.url.searchParams));
}

/** Test-only: a promise to answer a call later, so a test can look at the screen while it waits. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
