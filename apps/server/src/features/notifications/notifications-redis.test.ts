import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RedisOutageProxy } from '../../../test/support/redis-outage.js';
import { createEmployee } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { NOTIFICATION_SOCKET_CLOSE } from './notifications.socket.js';

const redisUrl = process.env.REDIS_URL;
/** How long the test waits for the close before failing with a clear message (not an assertion). */
const WAIT_MS = 15_000;

/**
 * Notifications published while a process cannot hear Redis are lost to its open sockets; the page
 * fetches the stored list on every (re)connection, so the server has it reconnect once the bus is back.
 */
describe.skipIf(!redisUrl)('the notifications socket when Redis goes away and comes back', () => {
  let t: TestApp;
  let proxy: RedisOutageProxy;
  let baseUrl: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    proxy = await RedisOutageProxy.start(redisUrl ?? '');
    t = await createTestApp({ redisUrl: proxy.url });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws/notifications/`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('closes open sockets with 1012 once the bus is back, so each page reconnects and catches up', async () => {
    const user = await createEmployee(t);
    const ticket = await t.request({ method: 'POST', url: '/api/ws-ticket/', token: user.token });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const socket = new WebSocket(`${baseUrl}?ticket=${encodeURIComponent(ticket.json<{ ticket: string }>().ticket)}`, {
      origin: t.config.publicUrl,
    });
    sockets.push(socket);
    const closed = new Promise<{ code: number; reason: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the socket did not close within ${WAIT_MS} ms`)), WAIT_MS);
      socket.once('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString('utf8') });
      });
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    proxy.cut();
    proxy.restore();
    expect(await closed).toEqual(NOTIFICATION_SOCKET_CLOSE.interrupted);
  });
});
