import { Redis } from 'ioredis';
import { ChannelHandlers, type RealtimeBus } from './bus.js';

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else).
 * Each process subscribes to a channel once, while at least one of its sockets needs it.
 */
export async function createRedisBus(redisUrl: string, onError: (error: unknown) => void): Promise<RealtimeBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const handlers = new ChannelHandlers();
  const pending = new Map<string, Promise<void>>();
  subscriber.on('message', (channel: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (error) {
      onError(error);
      return;
    }
    handlers.deliver(channel, payload, onError);
  });

  return {
    kind: 'redis',
    async publish(channel, payload) {
      await publisher.publish(channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      // A second subscriber to a channel that is still subscribing waits for the same confirmation.
      if (handlers.add(channel, handler)) {
        const confirmed = subscriber.subscribe(channel).then(() => undefined);
        pending.set(channel, confirmed);
        try {
          await confirmed;
        } finally {
          if (pending.get(channel) === confirmed) pending.delete(channel);
        }
      } else {
        await pending.get(channel);
      }
      return async () => {
        if (handlers.remove(channel, handler)) await subscriber.unsubscribe(channel);
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
