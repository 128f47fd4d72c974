import { ChannelHandlers, type RealtimeBus } from './bus.js';

/**
 * The in-process bus: one server process, no Redis. Delivery is asynchronous, as it is through Redis. It
 * has no connection to lose, so it never signals a reconnection.
 */
export function createMemoryBus(onError: (error: unknown) => void = () => {}): RealtimeBus {
  const handlers = new ChannelHandlers();
  return {
    kind: 'memory',
    publish(channel, payload) {
      // Copy as Redis would (JSON), so no subscriber can change what another one receives.
      const copy: unknown = JSON.parse(JSON.stringify(payload));
      queueMicrotask(() => handlers.deliver(channel, copy, onError));
      return Promise.resolve();
    },
    subscribe(channel, handler) {
      handlers.add(channel, handler);
      return Promise.resolve(() => {
        handlers.remove(channel, handler);
        return Promise.resolve();
      });
    },
    onReconnect() {
      return () => {};
    },
    close() {
      handlers.clear();
      return Promise.resolve();
    },
  };
}
