import type { AddressInfo } from 'node:net';
import {
  CHAT_MESSAGES,
  chatServerFrameSchema,
  type ChatServerFrame,
  type ChatServerMessageFrame,
} from '@kakayahan/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { chatMessages } from '../../src/db/schema-community.js';
import { createEmployee, createEmployer, type TestUser } from '../factories.js';
import type { TestApp } from '../test-app.js';
import { insertMessage } from '../../src/features/chat/chat.repo.js';

/** How long a test waits for an expected event before failing with a clear message (not an assertion). */
const WAIT_MS = 15_000;

/** POST /api/create_chat/ as a user. */
export const createChatAs = (t: TestApp, user: TestUser | undefined, otherUserId: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/create_chat/',
    payload: { other_user_id: otherUserId },
    ...(user ? { token: user.token } : {}),
  });

/** A room between two people through the API (asserting it was answered). */
export async function roomBetween(t: TestApp, a: TestUser, b: TestUser): Promise<number> {
  const response = await createChatAs(t, a, b.id);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<{ room_id: number }>().room_id;
}

/** An employer and an approved job seeker with their room. */
export async function pairWithRoom(t: TestApp): Promise<{ employer: TestUser; seeker: TestUser; roomId: number }> {
  const employer = await createEmployer(t, { firstName: 'Maria', lastName: 'Santos' });
  const seeker = await createEmployee(t, { firstName: 'Jose', lastName: 'Rizal' });
  return { employer, seeker, roomId: await roomBetween(t, seeker, employer) };
}

/** Stores messages the way the socket does (one transaction each, in order); returns their ids. */
export async function storeMessages(t: TestApp, roomId: number, senderId: number, contents: string[]) {
  const ids: number[] = [];
  for (const content of contents) {
    const row = await insertMessage(t.db, { roomId, senderId, content });
    if (!row) throw new Error('message not stored');
    ids.push(row.id);
  }
  return ids;
}

/** How many messages a room has stored. */
export async function storedCount(t: TestApp, roomId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, roomId));
  return row?.n ?? 0;
}

/** Listens on an ephemeral port; answers the ws:// base of the chat socket. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws/chat/`;
}

/** A ticket for opening one socket, from POST /api/ws-ticket/. */
export async function ticketFor(t: TestApp, user: TestUser): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/ws-ticket/', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

export function chatSocketUrl(base: string, roomId: number, query: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return `${base}${roomId}/?${search.toString()}`;
}

interface Waiter {
  matches: (frame: ChatServerFrame) => boolean;
  resolve: (frame: ChatServerFrame) => void;
  reject: (error: Error) => void;
}

/** A chat socket client that keeps every frame (checked against the contract) and how it closed. */
export class ChatTestClient {
  readonly socket: WebSocket;
  readonly frames: ChatServerFrame[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Waiter[] = [];
  private isClosed = false;

  constructor(url: string, options: { origin?: string } = {}) {
    this.socket = new WebSocket(url, options.origin === undefined ? {} : { origin: options.origin });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code, reason) => {
        this.isClosed = true;
        for (const waiter of this.waiters) waiter.reject(new Error(`socket closed (${code} ${reason.toString()})`));
        this.waiters = [];
        resolve({ code, reason: reason.toString('utf8') });
      });
    });
    this.socket.on('message', (data: Buffer) => {
      const frame = chatServerFrameSchema.parse(JSON.parse(data.toString('utf8')));
      this.frames.push(frame);
      const waiting = this.waiters;
      this.waiters = [];
      for (const waiter of waiting) {
        if (waiter.matches(frame)) waiter.resolve(frame);
        else this.waiters.push(waiter);
      }
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches. */
  waitFor(matches: (frame: ChatServerFrame) => boolean, what: string): Promise<ChatServerFrame> {
    const found = this.frames.find(matches);
    if (found) return Promise.resolve(found);
    if (this.isClosed) return Promise.reject(new Error(`socket closed before ${what}`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
      this.waiters.push({
        matches,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  /** The message frame with this content (the first one). */
  async message(content: string): Promise<ChatServerMessageFrame> {
    const frame = await this.waitFor((f) => f.type === 'message' && f.message === content, `message "${content}"`);
    if (frame.type !== 'message') throw new Error('not a message');
    return frame;
  }

  /** The error frame number `index` (from 0) this socket received, once it has come. */
  async error(index = 0): Promise<string> {
    await this.waitFor(() => this.errors().length > index, `error frame #${index + 1}`);
    return this.errors()[index] ?? '';
  }

  errors(): string[] {
    return this.frames.flatMap((f) => (f.type === 'error' ? [f.error] : []));
  }

  messages(): ChatServerMessageFrame[] {
    return this.frames.flatMap((f) => (f.type === 'message' ? [f] : []));
  }

  /**
   * Resolves once the server has finished opening this socket (checks, subscription, catch-up): frames are
   * handled in order after the opening, so the answer to a frame that is not a message comes only then.
   */
  async ready(): Promise<void> {
    await this.opened;
    const before = this.errors().filter((e) => e === CHAT_MESSAGES.badFrame).length;
    this.send({});
    await this.waitFor(
      () => this.errors().filter((e) => e === CHAT_MESSAGES.badFrame).length > before,
      'the answer to the readiness probe',
    );
  }

  close(): void {
    this.socket.terminate();
  }
}
