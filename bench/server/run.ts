// Server throughput bench (issue 15): requests per second and latency of our server at 50 concurrent
// connections against bare node:http baselines, on the embedded database (PGlite) and on PostgreSQL, side
// by side in one run, with the server's longest event-loop block per measurement. Figures only, no
// assertions; the machine's load is printed because figures under load are noisy.
// Usage: npm run bench:server -- [--seconds 10] [--connections 50] [--quick] [--warmup 2]
//   [--databases pglite,postgres] [--jobs 200] [--employers 30] [--seed 2024] [--goals-only]
//   PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
//   kj_bench_<pid> is created there and dropped at the end.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { DatabaseKind } from './databases.js';
import { benchDatabase, type BenchSettings } from './measure-database.js';
import { formatBaselineNotes, formatTable, type Row } from './report.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string' },
    quick: { type: 'boolean', default: false },
    databases: { type: 'string', default: 'pglite,postgres' },
    jobs: { type: 'string', default: '200' },
    employers: { type: 'string', default: '30' },
    seed: { type: 'string', default: '2024' },
    'goals-only': { type: 'boolean', default: false },
  },
});

/** A positive number from an option, or a plain message and exit. */
function positive(name: string, text: string, integer = true): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    console.error(`--${name} must be a positive ${integer ? 'whole ' : ''}number (got "${text}").`);
    process.exit(2);
  }
  return value;
}

const KINDS: Record<string, DatabaseKind> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const kinds = args.databases.split(',').map((name) => {
  const kind = KINDS[name.trim().toLowerCase()];
  if (!kind) {
    console.error(`--databases takes pglite and/or postgres, comma-separated (got "${name}").`);
    process.exit(2);
  }
  return kind;
});

const seconds = args.quick ? 2 : positive('seconds', args.seconds, false);
const settings: BenchSettings = {
  load: {
    connections: positive('connections', args.connections),
    seconds,
    warmupSeconds: args.warmup !== undefined ? Number(args.warmup) : args.quick ? 1 : 2,
  },
  postgresUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  employers: positive('employers', args.employers),
  jobs: positive('jobs', args.jobs),
  seed: positive('seed', args.seed),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  extraRoutes: !args['goals-only'],
};

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Whether PostgreSQL answers at the URL; the reason when not. */
async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => 'already closed');
  }
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `Server bench (issue 15): ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(
    `Load average (1 / 5 / 15 min) at start: ${loadAverage()}; the machine may be shared, figures are noisy.`,
  );
  console.log(
    `${settings.load.connections} connections, ${seconds} s per measurement after a ${settings.load.warmupSeconds} s warm-up;` +
      ` ${settings.jobs} jobs from ${settings.employers} employers; server LOG_LEVEL ${settings.logLevel}.`,
  );
  console.log('Issue 15 measured: PGlite 171 req/s, p99 4.65 s; PostgreSQL 647 req/s, p99 228 ms (public job list).');
  console.log('');

  const rows: Row[] = [];
  const notes: string[] = [];
  for (const kind of kinds) {
    if (kind === 'PostgreSQL') {
      const problem = await postgresProblem(settings.postgresUrl);
      if (problem) {
        notes.push(`PostgreSQL skipped: cannot connect to ${settings.postgresUrl} (${problem}).`);
        continue;
      }
    }
    const started = performance.now();
    console.log(`${kind}: seeding and measuring…`);
    const result = await benchDatabase(kind, settings);
    rows.push(...result.rows);
    notes.push(
      `${kind}: the server's longest event-loop block from ready to the end (warm-ups included): ${result.loopRunMaxMs.toFixed(1)} ms;` +
        ` public job list ${(result.listBytes / 1024).toFixed(1)} KB of JSON.`,
      ...result.notes,
    );
    console.log(`${kind}: done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  }
  console.log('');
  console.log(formatTable(rows));
  console.log('');
  for (const line of [...formatBaselineNotes(rows), ...notes]) console.log(line);
  console.log(
    'Ours: buildApp in a child process (production settings); baselines: bare node:http (health: the same bytes;' +
      ' list: node-postgres, the same SQL and pool size, the same JSON), in another child process.',
  );
  console.log(`Load average (1 / 5 / 15 min) at the end: ${loadAverage()}.`);
}

await main();
