import type { ChatHistory, ChatMessage, ChatRoomSummary } from '@kakayahan/contracts';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { saveSession } from '../../../lib/session';

/** Test-only: the signed-in job seeker and the employer she chats with. */
export const ME = { userId: 7, username: 'Maria dela Cruz' } as const;
export const OTHER = { userId: 20, username: 'Ana Reyes' } as const;
export const ROOM_ID = 5;

/** Test-only: a WebSocket that never touches the network; tests open it and push frames into it. */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepted the connection. */
  open(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** The server sent a JSON frame. */
  receive(frame: unknown): void {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
    });
  }

  /** The latest socket the page opened. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }
}

/** Test-only: signed in as Maria, with the fake WebSocket in place; both undone after each test. */
export function chatTestSetup() {
  beforeEach(() => {
    saveSession({ token: 'seeker-token', userId: ME.userId, user_type: 'Employee', username: ME.username });
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Test-only: one stored message (from Ana unless said otherwise). */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    room_id: ROOM_ID,
    sender: OTHER.username,
    sender_id: OTHER.userId,
    content: 'Hello!',
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

/** Test-only: a page of history with Ana. */
export function chatHistory(messages: ChatMessage[], hasMore = false): ChatHistory {
  return {
    messages,
    other_user: { id: OTHER.userId, username: OTHER.username, user_type: 'Employer', profile_picture: null },
    has_more: hasMore,
    company_name: 'Bayanihan Tech',
    job: { post_id: 31, job_title: 'Web Developer' },
  };
}

/** Test-only: one conversation summary. */
export function roomSummary(overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    room_id: ROOM_ID,
    other_user: OTHER.username,
    other_user_id: OTHER.userId,
    other_user_profile_picture: null,
    other_user_type: 'Employer',
    last_message: 'See you tomorrow',
    last_timestamp: new Date().toISOString(),
    company_name: 'Bayanihan Tech',
    job: { post_id: 31, job_title: 'Web Developer' },
    ...overrides,
  };
}

/** Test-only: a JSON answer like the server's. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** One API call as the fake server saw it; `url` keeps the query string. */
export interface ChatApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Test-only: replaces fetch with a fake server keyed "METHOD /path" (no query string: read it from
 * call.url.searchParams). The live-socket ticket is always granted. A call without a handler rejects.
 */
export function mockChatApi(handlers: Record<string, (call: ChatApiCall) => Response | Promise<Response>>): {
  calls: ChatApiCall[];
} {
  const calls: ChatApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: ChatApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(raw, 'http://localhost'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.url.pathname}`;
    if (key === 'POST /api/ws-ticket/') return json({ ticket: 'ticket-1', expires_in: 30 });
    const handler = handlers[key];
    if (!handler) throw new TypeError(`No fake answer for ${key}`);
    return handler(call);
  });
  return { calls };
}
