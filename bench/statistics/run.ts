// Platform Statistics bench: how long GET /api/platform-statistics/ takes on a large platform. Seeds a fresh
// database with bulk SQL (100k job seekers, 2k employers, 20k jobs, 1M applications by default), then times
// the service function (the whole answer) and each of its queries, for three periods (all time, the last
// 30 days, the last 365 days), warm, `runs` times each, and prints p50/p95 in ms. It runs on embedded
// PGlite, then on PostgreSQL when DATABASE_URL is set (a fresh database, kj_bench_statistics, dropped
// after). The schema's indexes include the three the first run of this bench showed were missing
// (migration 0012). Figures only, no assertions.
// Usage: npm run bench:statistics -- [--seekers 100000] [--employers 2000] [--jobs 20000]
//   [--applications 1000000] [--runs 20] [--seed 0.2024] [--only pglite|postgres] [--keep]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { measurePeriod, scenarios, type Timing } from './measure.js';
import { seedPopulation, tableSizes, vacuumAnalyze } from './seed.js';

const { values: args } = parseArgs({
  options: {
    seekers: { type: 'string', default: '100000' },
    employers: { type: 'string', default: '2000' },
    jobs: { type: 'string', default: '20000' },
    applications: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    seed: { type: 'string', default: '0.2024' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const size = {
  seekers: Number(args.seekers),
  employers: Number(args.employers),
  jobs: Number(args.jobs),
  applications: Number(args.applications),
};
const runs = Number(args.runs);
/** The bench's clock: the data spreads over the two years before it. */
const NOW = new Date('2026-01-15T12:00:00+08:00');
const PG_DATABASE = 'kj_bench_statistics';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface BenchDatabase {
  handle: DatabaseHandle;
  label: string;
  drop: () => Promise<void>;
}

async function openPglite(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kk-bench-stats-'));
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    label: `PGlite (${dataDir})`,
    drop: async () => {
      if (!args.keep) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database next to DATABASE_URL's (dropped first if a previous run left it). */
async function openPostgres(baseUrl: string): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
  const url = new URL(baseUrl);
  url.pathname = `/${PG_DATABASE}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kk-bench-stats-'));
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  const [version] = (await admin.query<{ server_version: string }>('show server_version')).rows;
  return {
    handle,
    label: `PostgreSQL ${version?.server_version ?? ''} (database ${PG_DATABASE})`,
    drop: async () => {
      if (!args.keep) await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Row {
  engine: string;
  indexes: string;
  period: string;
  query: string;
  timing: Timing;
}

async function benchEngine(engine: string, open: () => Promise<BenchDatabase>): Promise<Row[]> {
  const { handle, label, drop } = await open();
  const rows: Row[] = [];
  try {
    console.log(`\n${engine}: ${label}`);
    const opened = performance.now();
    await handle.migrate();
    console.log(`  migrated in ${seconds(performance.now() - opened)}`);
    const seeding = performance.now();
    await seedPopulation(handle.db, {
      ...size,
      now: NOW,
      seed: Number(args.seed),
      onStep: (step, ms) => console.log(`  seeded ${step} in ${seconds(ms)}`),
    });
    await vacuumAnalyze(handle.db);
    console.log(`  seeded and vacuumed in ${seconds(performance.now() - seeding)}:`, await tableSizes(handle.db));
    const measure = async (indexes: string) => {
      for (const { name: period, query } of scenarios(NOW)) {
        const figures = await measurePeriod(handle.db, NOW, query, runs);
        for (const { name, timing } of figures) rows.push({ engine, indexes, period, query: name, timing });
        const whole = figures[0]?.timing;
        console.log(
          `  ${indexes}, ${period}: whole answer p50 ${whole?.p50.toFixed(1)} ms, p95 ${whole?.p95.toFixed(1)} ms` +
            ` (${figures
              .slice(1)
              .map((f) => `${f.name} ${f.timing.p50.toFixed(1)}`)
              .join(', ')})`,
        );
      }
    };
    await measure('schema indexes');
  } finally {
    await handle.close();
    await drop();
  }
  return rows;
}

async function main(): Promise<void> {
  console.log(
    `Platform Statistics bench: ${size.seekers} job seekers, ${size.employers} employers, ${size.jobs} jobs,` +
      ` ${size.applications} applications; ${runs} runs per figure; ${os.availableParallelism()} cores`,
  );
  const rows: Row[] = [];
  if (args.only !== 'postgres') rows.push(...(await benchEngine('PGlite', openPglite)));
  const baseUrl = process.env.DATABASE_URL;
  if (args.only !== 'pglite') {
    if (baseUrl) rows.push(...(await benchEngine('PostgreSQL', () => openPostgres(baseUrl))));
    else console.log('\nPostgreSQL: skipped (set DATABASE_URL to measure it too).');
  }
  console.log('\n| engine | indexes | period | query | p50 (ms) | p95 (ms) |');
  console.log('| --- | --- | --- | --- | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${row.indexes} | ${row.period} | ${row.query} | ${row.timing.p50.toFixed(1)} | ${row.timing.p95.toFixed(1)} |`,
    );
  }
}

await main();
