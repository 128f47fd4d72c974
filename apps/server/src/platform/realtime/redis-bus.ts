import { Redis } from 'ioredis';
import { ChannelHandlers, type RealtimeBus } from './bus.js';

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else).
 * Each process subscribes to a channel once, while at least one of its sockets needs it.
 *
 * Redis keeps no message for a subscriber that is away: whatever is published while either connection is
 * down (Redis restarting, a network cut) is lost to this process, and what this process publishes then
 * fails. Both connections reconnect by themselves. The bus subscribes anew to every channel it needs as
 * soon as the subscriber is back (itself, not ioredis, so it knows when Redis confirmed it), and once the
 * publisher is back too it tells its `onReconnect` listeners, which catch up from the database.
 */
export async function createRedisBus(redisUrl: string, onError: (error: unknown) => void): Promise<RealtimeBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, { ...options, autoResubscribe: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const handlers = new ChannelHandlers();
  const pending = new Map<string, Promise<void>>();
  const reconnectListeners = new Set<() => void>();
  let isClosing = false;
  /** A connection broke since the last signal: publishes of that time may have been missed. */
  let isInterrupted = false;
  /** The subscriber's channels are confirmed on its current connection. */
  let areSubscriptionsLive = true;
  /** Counts the subscriber's lost connections, so a renewal that outlived its connection is ignored. */
  let subscriberDrops = 0;

  const signalIfWhole = () => {
    if (!isInterrupted || isClosing || !areSubscriptionsLive || publisher.status !== 'ready') return;
    isInterrupted = false;
    for (const listener of [...reconnectListeners]) {
      try {
        listener();
      } catch (error) {
        onError(error);
      }
    }
  };
  // The subscriber follows its channels again as soon as it is back; listeners hear of it once the
  // publisher is back too (so what they publish in answer can go out).
  const renewSubscriptions = async () => {
    if (areSubscriptionsLive || isClosing) return;
    const drops = subscriberDrops;
    try {
      const channels = handlers.channels();
      if (channels.length > 0) await subscriber.subscribe(...channels);
    } catch (error) {
      // The connection broke again: its next 'ready' renews them.
      onError(error);
      return;
    }
    if (drops !== subscriberDrops) return;
    areSubscriptionsLive = true;
    signalIfWhole();
  };
  const handleConnectionLost = () => {
    if (!isClosing) isInterrupted = true;
  };
  publisher.on('close', handleConnectionLost);
  subscriber.on('close', () => {
    subscriberDrops += 1;
    areSubscriptionsLive = false;
    handleConnectionLost();
  });
  publisher.on('ready', signalIfWhole);
  subscriber.on('ready', () => void renewSubscriptions());
  await Promise.all([publisher.connect(), subscriber.connect()]);

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
      try {
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
      } catch (error) {
        // Refused (Redis unreachable for too long): forget the handler, so nothing stays subscribed for it.
        if (handlers.remove(channel, handler)) void subscriber.unsubscribe(channel).catch(() => undefined);
        throw error;
      }
      return async () => {
        if (handlers.remove(channel, handler)) await subscriber.unsubscribe(channel);
      };
    },
    onReconnect(listener) {
      const own = () => listener();
      reconnectListeners.add(own);
      return () => {
        reconnectListeners.delete(own);
      };
    },
    async close() {
      isClosing = true;
      reconnectListeners.clear();
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
