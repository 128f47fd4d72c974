// The server under test, in its own process (so the load generator does not share its event loop): opens
// and migrates the database, seeds it, builds the app with buildApp (production settings, the job queue
// polling as in production), listens, and measures its own event loop with monitorEventLoopDelay. Talks
// to run.ts over IPC; started by run.ts, not by hand.
//   env: PORT, DATA_DIR, DATABASE_URL (optional), LOG_LEVEL, BENCH_EMPLOYERS, BENCH_JOBS, BENCH_SEED
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { isParentMessage, type ChildMessage, type LoopDelay } from './protocol.js';
import { seedServerBench } from './seed.js';

const toMs = (ns: number) => ns / 1e6;

function loopDelay(histogram: IntervalHistogram): LoopDelay {
  // An empty histogram answers NaN for the mean (and a huge minimum); say 0 instead.
  if (histogram.count === 0) return { maxMs: 0, p99Ms: 0, meanMs: 0 };
  return { maxMs: toMs(histogram.max), p99Ms: toMs(histogram.percentile(99)), meanMs: toMs(histogram.mean) };
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  // As main.ts does: the public pages' React and react-router in their production builds.
  process.env.NODE_ENV = 'production';
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedServerBench(database.db, {
    employers: Number(process.env.BENCH_EMPLOYERS ?? '30'),
    jobs: Number(process.env.BENCH_JOBS ?? '200'),
    seed: Number(process.env.BENCH_SEED ?? '2024'),
  });
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: '127.0.0.1' });

  // 10 ms resolution: a block shows as a delay of about its length (the timer fires that much late).
  const window = monitorEventLoopDelay({ resolution: 10 });
  const run = monitorEventLoopDelay({ resolution: 10 });
  window.enable();
  run.enable();
  process.on('message', (message: unknown) => {
    if (!isParentMessage(message)) return;
    if (message.type === 'loop-reset') window.reset();
    // Every request is answered, so the parent knows a reset took effect before it starts the load.
    send({ type: 'loop', window: loopDelay(window), run: loopDelay(run) });
  });
  process.once('disconnect', () => {
    window.disable();
    run.disable();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  // PORT 0 lets the system pick a free port; tell the parent which.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  send({ type: 'ready', port, seeded });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
