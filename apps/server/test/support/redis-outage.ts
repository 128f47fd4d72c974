import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';

/**
 * A TCP proxy in front of the test Redis that plays an outage for the connections made through it, and
 * only those: the shared Redis server and everyone else's connections (other test files, other people's
 * runs) are untouched. `cut()` drops every connection and refuses new ones until `restore()`, as when
 * Redis stops; `killAtRedis()` has Redis itself close them (CLIENT KILL ADDR), as when it restarts.
 */
export class RedisOutageProxy {
  /** Client side → the proxy's own connection to Redis. */
  private readonly links = new Map<Socket, Socket>();
  private isCut = false;

  private constructor(
    private readonly server: Server,
    private readonly redisUrl: string,
    /** REDIS_URL for what should reach Redis through this proxy. */
    readonly url: string,
  ) {}

  static async start(redisUrl: string): Promise<RedisOutageProxy> {
    const target = new URL(redisUrl);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(redisUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((server.address() as AddressInfo).port);
    const proxy = new RedisOutageProxy(server, redisUrl, proxied.toString());
    server.on('connection', (client) => proxy.handleConnection(client, target));
    return proxy;
  }

  /** Drops every connection made through the proxy, and refuses new ones until `restore()`. */
  cut(): void {
    this.isCut = true;
    for (const [client, upstream] of this.links) {
      client.destroy();
      upstream.destroy();
    }
    this.links.clear();
  }

  restore(): void {
    this.isCut = false;
  }

  /** Has Redis close every connection made through the proxy (they may reconnect at once). */
  async killAtRedis(): Promise<void> {
    const admin = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await admin.connect();
    try {
      for (const upstream of this.links.values()) {
        if (upstream.localAddress && upstream.localPort) {
          await admin.call('CLIENT', 'KILL', 'ADDR', `${upstream.localAddress}:${upstream.localPort}`).catch(() => 0);
        }
      }
    } finally {
      await admin.quit();
    }
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handleConnection(client: Socket, target: URL): void {
    if (this.isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    this.links.set(client, upstream);
    const drop = () => {
      this.links.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
