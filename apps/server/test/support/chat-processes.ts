import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { TestUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { chatSocketUrl, ChatTestClient, listenForSockets, ticketFor } from './chat.js';

/**
 * Two server processes (two apps) on one database, each with its own Redis bus at its own address (the
 * shared Redis, or a proxy in front of it that a test can cut), both listening for sockets.
 */
export class TwoChatProcesses {
  private readonly clients: ChatTestClient[] = [];

  private constructor(
    readonly t: TestApp,
    readonly second: FastifyInstance,
    readonly firstBase: string,
    readonly secondBase: string,
  ) {}

  static async start(firstRedisUrl: string, secondRedisUrl: string): Promise<TwoChatProcesses> {
    const t = await createTestApp({ redisUrl: firstRedisUrl });
    const second = await buildApp(
      { ...t.config, redisUrl: secondRedisUrl },
      { database: t.database, mailer: t.mailer, now: t.clock.now, files: t.files },
    );
    await second.ready();
    // Room ids start low in every fresh test database; start this one's far apart, so test runs sharing
    // the Redis server (both database drivers, other checkouts) never share a room channel.
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('chat_rooms', 'id'), ${randomInt(1_000_000, 2_000_000_000)})`,
    );
    return new TwoChatProcesses(t, second, await listenForSockets(t.app), await listenForSockets(second));
  }

  /** A member's socket on one process (`base`), open and ready; closed with the processes. */
  async connect(base: string, user: TestUser, roomId: number): Promise<ChatTestClient> {
    const client = new ChatTestClient(chatSocketUrl(base, roomId, { ticket: await ticketFor(this.t, user) }));
    this.clients.push(client);
    await client.ready();
    return client;
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.close();
    await this.second.close();
    await this.t.close();
  }
}

/** One app listening for chat sockets, and the sockets a test opens on it (closed with the app). */
export class ChatProcess {
  private readonly clients: ChatTestClient[] = [];

  private constructor(
    readonly t: TestApp,
    readonly base: string,
  ) {}

  static async start(): Promise<ChatProcess> {
    const t = await createTestApp();
    return new ChatProcess(t, await listenForSockets(t.app));
  }

  /** A socket with this query (ticket, after), from this Origin (none: like a client that is not a browser). */
  open(roomId: number, query: Record<string, string | number | undefined>, origin?: string): ChatTestClient {
    const client = new ChatTestClient(chatSocketUrl(this.base, roomId, query), origin === undefined ? {} : { origin });
    this.clients.push(client);
    return client;
  }

  /** Opens a member's socket the way the web app does (a fresh ticket, the site's Origin) and waits until live. */
  async connect(user: TestUser, roomId: number, after?: number): Promise<ChatTestClient> {
    const client = this.open(roomId, { ticket: await ticketFor(this.t, user), after }, this.t.config.publicUrl);
    await client.opened;
    await client.ready();
    return client;
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.close();
    await this.t.close();
  }
}
