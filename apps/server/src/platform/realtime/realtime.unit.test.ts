import { describe, expect, it } from 'vitest';
import type { RealtimeBus } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';
import { isAllowedOrigin, issueWsTicket, UsedTickets, verifyWsTicket } from './ws-tickets.js';

const key = Buffer.from('a-test-signing-key-of-at-least-32-characters', 'utf8');

/** Resolves with the first `count` payloads a subscription receives. */
function collect(bus: RealtimeBus, channel: string, count: number) {
  const received: unknown[] = [];
  let done: (value: unknown[]) => void = () => {};
  const all = new Promise<unknown[]>((resolve) => (done = resolve));
  const subscribed = bus.subscribe(channel, (payload) => {
    received.push(payload);
    if (received.length === count) done(received);
  });
  return { subscribed, all, received };
}

function busContract(name: string, open: () => Promise<RealtimeBus>, skip = false) {
  describe.skipIf(skip)(`${name} bus`, () => {
    it('delivers a publish once to every subscriber of the channel, and not to other channels', async () => {
      const bus = await open();
      const channel = `test:${Math.random().toString(36).slice(2)}`;
      const a = collect(bus, channel, 2);
      const b = collect(bus, channel, 2);
      const other = collect(bus, `${channel}:other`, 1);
      await Promise.all([a.subscribed, b.subscribed, other.subscribed]);
      await bus.publish(channel, { n: 1 });
      await bus.publish(channel, { n: 2 });
      expect(await a.all).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await b.all).toEqual([{ n: 1 }, { n: 2 }]);
      expect(other.received).toEqual([]);
      await bus.close();
    });

    it('stops delivering to a subscription that ended, and keeps the others', async () => {
      const bus = await open();
      const channel = `test:${Math.random().toString(36).slice(2)}`;
      const ended: unknown[] = [];
      const stop = await bus.subscribe(channel, (payload) => ended.push(payload));
      const kept = collect(bus, channel, 1);
      await kept.subscribed;
      await stop();
      await bus.publish(channel, 'after');
      expect(await kept.all).toEqual(['after']);
      expect(ended).toEqual([]);
      await bus.close();
    });
  });
}

busContract('in-process', () => Promise.resolve(createMemoryBus()));
busContract(
  'Redis',
  () => createRedisBus(process.env.REDIS_URL ?? '', (error) => console.error(error)),
  !process.env.REDIS_URL,
);

describe.skipIf(!process.env.REDIS_URL)('two Redis buses (two processes)', () => {
  it('a publish on one reaches the subscriber on the other exactly once', async () => {
    const first = await createRedisBus(process.env.REDIS_URL ?? '', () => {});
    const second = await createRedisBus(process.env.REDIS_URL ?? '', () => {});
    const channel = `test:${Math.random().toString(36).slice(2)}`;
    const onSecond = collect(second, channel, 2);
    const onFirst = collect(first, channel, 2);
    await Promise.all([onSecond.subscribed, onFirst.subscribed]);
    await first.publish(channel, 'one');
    await second.publish(channel, 'two');
    expect(await onSecond.all).toEqual(['one', 'two']);
    expect(await onFirst.all).toEqual(['one', 'two']);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('WebSocket tickets', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('names the user it was issued for, once', () => {
    const used = new UsedTickets();
    const { ticket, expiresIn } = issueWsTicket(key, 42, now);
    expect(expiresIn).toBe(30);
    expect(verifyWsTicket(key, ticket, now, used)).toBe(42);
    expect(verifyWsTicket(key, ticket, now, used)).toBeNull();
  });

  it('refuses an expired, altered, foreign-key or malformed ticket', () => {
    const { ticket } = issueWsTicket(key, 42, now);
    expect(verifyWsTicket(key, ticket, new Date(now.getTime() + 31_000), new UsedTickets())).toBeNull();
    expect(verifyWsTicket(key, ticket.replace(/^42\./u, '43.'), now, new UsedTickets())).toBeNull();
    const otherKey = Buffer.from('another-signing-key-of-at-least-32-characters', 'utf8');
    expect(verifyWsTicket(otherKey, ticket, now, new UsedTickets())).toBeNull();
    for (const bad of [undefined, '', 'token', `${ticket}x`, 'a'.repeat(500)]) {
      expect(verifyWsTicket(key, bad, now, new UsedTickets())).toBeNull();
    }
  });

  it('accepts the site’s own origin and none, and refuses other sites', () => {
    const site = 'https://jobs.example.ph';
    expect(isAllowedOrigin(undefined, site, 'jobs.example.ph')).toBe(true);
    expect(isAllowedOrigin('https://jobs.example.ph', site, 'internal:3000')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3000', site, '127.0.0.1:3000')).toBe(true);
    expect(isAllowedOrigin('https://evil.example', site, 'jobs.example.ph')).toBe(false);
    expect(isAllowedOrigin('null', site, 'jobs.example.ph')).toBe(false);
    expect(isAllowedOrigin('chrome-extension://abc', site, 'abc')).toBe(false);
  });
});
