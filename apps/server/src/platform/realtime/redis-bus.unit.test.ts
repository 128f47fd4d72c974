import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';
import { RedisOutageProxy } from '../../../test/support/redis-outage.js';

const redisUrl = process.env.REDIS_URL ?? '';
/** How long a test waits for an expected event before failing with a clear message (not an assertion). */
const WAIT_MS = 15_000;

/** Resolves when `isDone` holds (checked after every event the test feeds in), or fails after WAIT_MS. */
function waitUntil(what: string, isDone: () => boolean): { check: () => void; done: Promise<void> } {
  let check = () => {};
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
    check = () => {
      if (!isDone()) return;
      clearTimeout(timer);
      resolve();
    };
  });
  return { check, done };
}

const randomChannel = () => `test:reconnect:${Math.random().toString(36).slice(2)}`;

describe('in-process bus', () => {
  it('has no connection to lose, so it never signals a reconnection', async () => {
    const bus = createMemoryBus();
    let signals = 0;
    bus.onReconnect(() => (signals += 1));
    const received: unknown[] = [];
    await bus.subscribe('room', (payload) => received.push(payload));
    await bus.publish('room', 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([1]);
    expect(signals).toBe(0);
    await bus.close();
  });
});

/**
 * The Redis bus of one process behind a proxy (so only its own connections break), and a second bus
 * straight to Redis playing the other processes.
 */
describe.skipIf(!redisUrl)('Redis bus after its connection broke', { timeout: 2 * WAIT_MS }, () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
  });

  async function setUp() {
    const proxy = await RedisOutageProxy.start(redisUrl);
    opened.push(proxy);
    const bus = await createRedisBus(proxy.url, () => {});
    const others = await createRedisBus(redisUrl, () => {});
    opened.push(bus, others);
    const channel = randomChannel();
    const received: unknown[] = [];
    let signals = 0;
    const events = new Set<() => void>();
    await bus.subscribe(channel, (payload) => {
      received.push(payload);
      for (const check of events) check();
    });
    bus.onReconnect(() => {
      signals += 1;
      for (const check of events) check();
    });
    /** Waits until the condition holds after a delivery or a signal. */
    const until = async (what: string, isDone: () => boolean) => {
      const waiting = waitUntil(what, isDone);
      events.add(waiting.check);
      waiting.check();
      try {
        await waiting.done;
      } finally {
        events.delete(waiting.check);
      }
    };
    return { proxy, bus, others, channel, received, signals: () => signals, until };
  }

  it('signals once Redis is reachable again, with its subscriptions live at that moment', async () => {
    const { proxy, others, channel, received, signals, until } = await setUp();
    await others.publish(channel, 'before');
    await until('the message sent before the outage', () => received.length === 1);

    proxy.cut();
    // Nobody on this process hears it: the bus must tell its users that they may have missed something.
    await others.publish(channel, 'lost');
    proxy.restore();
    await until('a reconnection signal', () => signals() > 0);

    // Published right after the signal, without waiting for anything else: it must arrive.
    await others.publish(channel, 'after the signal');
    await until('the message sent after the signal', () => received.includes('after the signal'));
    expect(received).toEqual(['before', 'after the signal']);
  });

  it('signals after Redis itself closed its connections (CLIENT KILL of this bus’s connections only)', async () => {
    const { proxy, others, channel, received, signals, until } = await setUp();
    await proxy.killAtRedis();
    await until('a reconnection signal', () => signals() > 0);
    await others.publish(channel, 'after the signal');
    await until('the message sent after the signal', () => received.includes('after the signal'));
    expect(received).toEqual(['after the signal']);
  });

  it('stops signalling to a listener that unsubscribed', async () => {
    const { proxy, bus, signals, until } = await setUp();
    let stoppedSignals = 0;
    const stop = bus.onReconnect(() => (stoppedSignals += 1));
    stop();
    await proxy.killAtRedis();
    await until('a reconnection signal', () => signals() > 0);
    expect(stoppedSignals).toBe(0);
  });
});
