/**
 * The realtime bus: how a chat message or a new notification reaches every server process that has a
 * socket for it. Without REDIS_URL it is in-process (the embedded default, one process); with it, Redis
 * pub/sub, so several processes behind one PostgreSQL deliver each message once to each connected member.
 *
 * Channels: `chat:room:{roomId}` (stored chat messages) and `user:{userId}` (notifications).
 * A publish reaches every subscriber of the channel on every process exactly once, the publisher's own
 * process included (through the bus, never a local shortcut, so nothing is delivered twice) — as long as
 * the process's connection holds. When it breaks (Redis restarted, a network cut) what was published
 * meanwhile is gone; the bus then says so through `onReconnect`, and the features catch up from the database.
 */
export type BusHandler = (payload: unknown) => void;

export interface RealtimeBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Calls `listener` each time the bus is whole again after its connection broke, when publishes of that
   * time (from any process, this one included) may not have reached this process's subscriptions. When it
   * is called every subscription is live again, so what was stored before is in the database and what is
   * published after arrives. The in-process bus never loses a publish and never calls it. Returns the
   * function that stops the calls; `close` stops them all.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

export const chatRoomChannel = (roomId: number) => `chat:room:${roomId}`;
export const userChannel = (userId: number) => `user:${userId}`;

/**
 * Keeps handlers per channel and tells the transport when a channel gains its first handler or loses its
 * last, so each process subscribes to a channel once however many sockets want it.
 */
export class ChannelHandlers {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  /** Adds a handler; true when it is the channel's first. */
  add(channel: string, handler: BusHandler): boolean {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return first;
  }

  /** Removes a handler; true when the channel has none left. */
  remove(channel: string, handler: BusHandler): boolean {
    const set = this.handlers.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  /** The channels that have at least one handler (what the transport must be subscribed to). */
  channels(): string[] {
    return [...this.handlers.keys()];
  }

  deliver(channel: string, payload: unknown, onError: (error: unknown) => void): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
