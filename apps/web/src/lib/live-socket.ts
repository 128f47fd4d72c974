import { realtimeApi } from '@kakayahan/contracts';
import { callApi } from './api-client';

/** Reconnect waits: 1 s, 2 s, 4 s … up to 30 s, with jitter, reset after a connection that opened. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

export interface LiveSocketOptions {
  /** The socket path, e.g. `/ws/chat/12/`. */
  path: string;
  /** Extra query parameters for each (re)connection, e.g. the last message id seen. */
  query?: () => Record<string, string>;
  onMessage: (data: unknown) => void;
  /** Called on every (re)connection, e.g. to fetch what was missed while away. */
  onOpen?: () => void;
  onStatus?: (status: LiveSocketStatus) => void;
}

export type LiveSocketStatus = 'connecting' | 'open' | 'closed';

export interface LiveSocket {
  /** Sends JSON; false when the socket is not open (the caller says so to the person). */
  send(data: unknown): boolean;
  close(): void;
}

/** Close codes after which reconnecting cannot help (the server refused this person or room). */
const FINAL_CLOSE_CODES = new Set([4403, 4400]);

/**
 * A WebSocket on the API host that authenticates with a short-lived ticket (never the session token in the
 * URL), reconnects with backoff after a drop, and parses JSON frames. Used by chat rooms and live
 * notifications.
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (status: LiveSocketStatus) => options.onStatus?.(status);

  const scheduleReconnect = () => {
    if (closed) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt) * (0.75 + Math.random() * 0.5);
    attempt += 1;
    timer = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    if (closed) return;
    setStatus('connecting');
    let ticket: string;
    try {
      ticket = (await callApi(realtimeApi.wsTicket)).ticket;
    } catch {
      setStatus('closed');
      scheduleReconnect();
      return;
    }
    if (closed) return;
    const url = new URL(options.path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.search = new URLSearchParams({ ...options.query?.(), ticket }).toString();
    const current = new WebSocket(url);
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      setStatus('open');
      options.onOpen?.();
    });
    current.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      try {
        options.onMessage(JSON.parse(event.data));
      } catch {
        // Not JSON: ignored.
      }
    });
    current.addEventListener('close', (event: CloseEvent) => {
      if (socket === current) socket = null;
      setStatus('closed');
      if (!FINAL_CLOSE_CODES.has(event.code)) scheduleReconnect();
    });
  };

  void connect();

  return {
    send(data) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(data));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close(1000);
      socket = null;
    },
  };
}
