// Chat bench: delivery latency of live chat messages with many connected people. Starts the server as a
// child process (PGlite, or a fresh PostgreSQL database when DATABASE_URL is set), seeds 250 rooms of two
// members, connects 500 WebSocket clients (one per member), and has every client send a message every
// ~1.5 s (under the per-socket rate limit); each receiver measures send → receive time. Then the same
// across two server processes sharing one PostgreSQL and one Redis (needs DATABASE_URL and REDIS_URL):
// each room's two members sit on different processes. Also counts lost and duplicated deliveries.
// Figures only, no assertions. Usage: npm run bench:chat -- [--rooms 250] [--seconds 20] [--interval 1500]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { issueWsTicket } from '../../apps/server/src/platform/realtime/ws-tickets.js';
import type { BenchRoom } from './server.js';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '250' },
    seconds: { type: 'string', default: '20' },
    interval: { type: 'string', default: '1500' },
  },
});
const roomCount = Number(args.rooms);
const durationMs = Number(args.seconds) * 1000;
const intervalMs = Number(args.interval);
const here = path.dirname(fileURLToPath(import.meta.url));
const secret = randomBytes(32).toString('hex');
const key = Buffer.from(secret, 'utf8');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  rooms: BenchRoom[];
}

/** Starts one server process and waits for READY (and the seeded rooms when it seeds). */
async function startServer(env: Record<string, string>, seedPairs: number): Promise<Started> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=kakayahan-source', path.join(here, 'server.ts')],
    {
      env: { ...process.env, ...env, PORT: String(port), APP_SECRET: secret, BENCH_PAIRS: String(seedPairs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let rooms: BenchRoom[] = [];
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.startsWith('SEED ')) rooms = JSON.parse(line.slice(5)) as BenchRoom[];
        if (line.startsWith('READY ')) resolve();
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the bench server exited (${code ?? 'signal'}) before it was ready`)),
    );
  });
  return { child, port, rooms };
}

async function stopServer(server: Started): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

interface Client {
  userId: number;
  roomId: number;
  socket: WebSocket;
}

function connect(port: number, roomId: number, userId: number): Promise<Client> {
  const { ticket } = issueWsTicket(key, userId, new Date());
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/chat/${roomId}/?ticket=${encodeURIComponent(ticket)}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ userId, roomId, socket }));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed before opening (${code})`)));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Result {
  label: string;
  sent: number;
  latencies: number[];
  lost: number;
  duplicated: number;
  refused: number;
}

/** Connects a client per member (member i of each room on ports[i % ports.length]) and measures. */
async function measure(label: string, rooms: BenchRoom[], ports: number[]): Promise<Result> {
  const clients: Client[] = [];
  // Connect in modest batches, as people arrive, not all in one instant.
  for (let i = 0; i < rooms.length; i += 25) {
    const batch = rooms
      .slice(i, i + 25)
      .flatMap((room) => room.members.map((member, m) => connect(ports[m % ports.length] ?? 0, room.roomId, member)));
    clients.push(...(await Promise.all(batch)));
  }
  const sentAt = new Map<string, number>();
  const received = new Map<string, number>();
  const latencies: number[] = [];
  let duplicated = 0;
  let refused = 0;
  for (const client of clients) {
    client.socket.on('message', (data: Buffer) => {
      const now = performance.now();
      const frame = JSON.parse(data.toString('utf8')) as { type: string; sender_id?: number; message?: string };
      if (frame.type === 'error') {
        refused += 1;
        return;
      }
      if (frame.type !== 'message' || frame.sender_id === client.userId || !frame.message) return;
      const tag = frame.message;
      const count = (received.get(tag) ?? 0) + 1;
      received.set(tag, count);
      if (count > 1) {
        duplicated += 1;
        return;
      }
      const start = sentAt.get(tag);
      if (start !== undefined) latencies.push(now - start);
    });
  }

  let sequence = 0;
  const timers = clients.map((client) => {
    const send = () => {
      sequence += 1;
      const tag = `bench ${client.userId} ${sequence}`;
      sentAt.set(tag, performance.now());
      client.socket.send(JSON.stringify({ message: tag }));
    };
    // Spread the first sends over one interval so the load is steady, not in waves.
    const first = setTimeout(() => {
      send();
      timers2.push(setInterval(send, intervalMs));
    }, Math.random() * intervalMs);
    return first;
  });
  const timers2: NodeJS.Timeout[] = [];
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  for (const t of timers) clearTimeout(t);
  for (const t of timers2) clearInterval(t);
  // Let the last messages arrive.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const client of clients) client.socket.close(1000);

  const lost = [...sentAt.keys()].filter((tag) => !received.has(tag)).length;
  latencies.sort((a, b) => a - b);
  return { label, sent: sentAt.size, latencies, lost, duplicated, refused };
}

function print(result: Result): void {
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${result.label.padEnd(44)} sent ${String(result.sent).padStart(6)}  p50 ${f(percentile(result.latencies, 50)).padStart(9)}` +
      `  p95 ${f(percentile(result.latencies, 95)).padStart(9)}  p99 ${f(percentile(result.latencies, 99)).padStart(9)}` +
      `  lost ${result.lost}  duplicated ${result.duplicated}  refused ${result.refused}`,
  );
}

async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kk_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const clientsCount = roomCount * 2;
  console.log(
    `Chat bench: ${clientsCount} clients in ${roomCount} rooms, each sending every ${intervalMs} ms for ${durationMs / 1000} s (${os.cpus().length} cores)`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kk-bench-chat-'));
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  try {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (pgDb) env.DATABASE_URL = pgDb.url;
    const one = await startServer(env, roomCount);
    const oneResult = await measure(`1 process (${pgDb ? 'PostgreSQL' : 'PGlite'}, in-process bus)`, one.rooms, [
      one.port,
    ]);
    await stopServer(one);

    if (!pgDb || !redisUrl) {
      print(oneResult);
      console.log('2 processes: skipped (needs DATABASE_URL and REDIS_URL: PostgreSQL and Redis shared by both).');
      return;
    }
    const first = await startServer({ ...env, REDIS_URL: redisUrl }, roomCount);
    const second = await startServer({ ...env, REDIS_URL: redisUrl, DATA_DIR: path.join(dataDir, 'second') }, 0);
    const twoResult = await measure('2 processes (PostgreSQL, Redis pub/sub)', first.rooms, [first.port, second.port]);
    await Promise.all([stopServer(first), stopServer(second)]);
    print(oneResult);
    print(twoResult);
  } finally {
    await pgDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
