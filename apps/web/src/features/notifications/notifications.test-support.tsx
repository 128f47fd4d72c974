import type { Notification } from '@kakayahan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Test-only: a request the fake server received. */
export interface FakeCall {
  url: string;
  method: string;
  body: unknown;
}

function json(payload: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * Test-only: installs a fake notifications API on fetch (list, mark one/all read, delete one/all, and the
 * WebSocket ticket) that keeps its own list, records every call, and fails the calls named in `failing`
 * ("METHOD /path/") with a 500.
 */
export function installFakeNotificationsApi(list: readonly Notification[]) {
  const state = { current: list.map((n) => ({ ...n })) };
  const calls: FakeCall[] = [];
  const failing = new Set<string>();
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = input;
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (failing.has(`${method} ${url}`)) return json({ error: 'Server error.' }, 500);
    if (method === 'GET' && url === '/api/get-notifications/') return json(state.current);
    if (method === 'POST' && url === '/api/ws-ticket/') return json({ ticket: 'ticket-1', expires_in: 30 });
    const markOne = /^\/api\/mark-notification-read\/(\d+)\/$/u.exec(url);
    if (method === 'PATCH' && markOne) {
      const id = Number(markOne[1]);
      state.current = state.current.map((n) => (n.id === id ? { ...n, is_read: true } : n));
      return json(state.current.find((n) => n.id === id));
    }
    if (method === 'PATCH' && url === '/api/mark-all-notifications-read/') {
      const updated = state.current.filter((n) => !n.is_read).length;
      state.current = state.current.map((n) => ({ ...n, is_read: true }));
      return json({ message: 'All notifications marked as read.', updated });
    }
    const deleteOne = /^\/api\/delete-notification\/(\d+)\/$/u.exec(url);
    if (method === 'DELETE' && deleteOne) {
      state.current = state.current.filter((n) => n.id !== Number(deleteOne[1]));
      return json({ message: 'Notification deleted.' });
    }
    if (method === 'DELETE' && url === '/api/delete-all-notifications/') {
      const deleted = state.current.length;
      state.current = [];
      return json({ message: 'All notifications deleted.', deleted });
    }
    return json({ error: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    failing,
    /** What the server holds now (e.g. to add one created while the socket was away). */
    state,
    callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

/**
 * Test-only: a WebSocket stand-in, installed on globalThis with `installFakeWebSocket()`. Tests open it,
 * deliver frames and drop it by hand; nothing happens on its own.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  closeCode: number | undefined;
  sent: string[] = [];

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeWebSocket.instances.push(this);
  }

  /** The newest socket, the one a test talks to. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened.');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closeCode = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the connection. */
  serverOpen(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** The server sends a text frame. */
  serverSend(data: string): void {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data }));
    });
  }

  /** The connection drops (the client then reconnects with a new ticket). */
  serverDrop(code = 1006): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.dispatchEvent(new CloseEvent('close', { code }));
    });
  }
}

/** Test-only: puts FakeWebSocket in place of WebSocket (undone by vi.unstubAllGlobals()). */
export function installFakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}

/** Test-only: a notification with the given id and title; unread and dated 5 March 2026 unless told. */
export function notification(id: number, title: string, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    title,
    action: `${title} details.`,
    timestamp: '2026-03-05T07:04:00.000Z',
    is_read: false,
    ...extra,
  };
}

/** Test-only: renders `element` at `path` with a fresh query cache (no retries) and a memory router. */
export function renderWithProviders(element: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
