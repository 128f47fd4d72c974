// Recommendations bench: how the per-request time of GET /api/recommend_jobs/ grows with the number of
// jobs. Seeds a fresh database (PGlite in a temp folder, or a new PostgreSQL database when DATABASE_URL is
// set) with 1k jobs, then grows it to 10k and 100k; at each size it times the service function (warm)
// for ~200 requests of ~50 varied job seekers, and finally prints p50(largest) / p50(smallest). It also
// compares, for some job seekers, the answer with the exhaustive ranking (agreement of the top 50), and
// reports the longest event-loop block during the timed requests (PGlite runs in the main thread).
// Figures and goals (issue 15), no assertions. Usage: npm run bench:recommendations -- [--sizes 1000,10000,100000]
//   [--seekers 50] [--requests 200] [--recall 20 (job seekers compared; 0: skip)]
//   [--vacuum (VACUUM ANALYZE after seeding, as autovacuum would; PGlite has none)] [--seed 2024] [--keep]
//   [--existing <database name with DATABASE_URL, else PGlite folder>: measure a database kept by --keep as it
//   is (its migrations applied, its first --seekers job seekers), no seeding]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RECOMMENDED_JOBS_LIMIT } from '@kakayahan/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/raw-rows.js';
import { createJobGenerator, createRandom } from './corpus.js';
import {
  compareWithExhaustive,
  exhaustiveLists,
  timeRequests,
  watchPgliteQueries,
  type Quality,
  type Timing,
} from './measure.js';
import { indexSize, loadNameIds, seedEmployers, seedJobs, seedSeekers } from './seed.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    seekers: { type: 'string', default: '50' },
    requests: { type: 'string', default: '200' },
    seed: { type: 'string', default: '2024' },
    employers: { type: 'string', default: '300' },
    recall: { type: 'string', default: '20' },
    vacuum: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    existing: { type: 'string' },
  },
});

const sizes = args.sizes
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const seekerCount = Number(args.seekers);
const requestCount = Number(args.requests);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A fresh database: a new PostgreSQL database next to DATABASE_URL's, or PGlite in a temp folder. */
async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (args.existing) {
    const url = baseUrl ? new URL(baseUrl) : null;
    if (url) url.pathname = `/${args.existing}`;
    const dataDir = url ? await mkdtemp(path.join(os.tmpdir(), 'kk-bench-rec-')) : args.existing;
    const handle = await openDatabase({ databaseUrl: url?.toString(), dataDir });
    return {
      handle,
      label: url ? `existing PostgreSQL database ${args.existing}` : `existing PGlite in ${dataDir}`,
      drop: async () => {
        if (url) await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kk-bench-rec-'));
  if (!baseUrl) {
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      label: `PGlite in ${dataDir}`,
      drop: async () => {
        if (!args.keep) await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `kk_bench_rec_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    label: `PostgreSQL database ${name}`,
    drop: async () => {
      if (!args.keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Figures extends Timing {
  size: number;
  quality?: Quality;
}

/** Issue 15's goals. */
const GOALS = { agreement: 0.95, ratio: 3, blockMs: 10 } as const;

const percent = (share: number) => `${(100 * share).toFixed(0)} %`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** --existing: the figures of one database as it is. */
async function measureExisting(db: DatabaseHandle['db']): Promise<void> {
  const [counts] = rowsOf<{ jobs: number }>(
    await db.execute(sql`select count(*)::int as jobs from recommendation_job_docs`),
  );
  const seekerIds = rowsOf<{ user_id: number }>(
    await db.execute(sql`select user_id from recommendation_seekers order by user_id limit ${seekerCount}`),
  ).map((row) => row.user_id);
  const exhaustive =
    Number(args.recall) > 0 ? await exhaustiveLists(db, seekerIds.slice(0, Number(args.recall))) : null;
  const timing = await timeRequests(db, seekerIds, requestCount);
  const quality = exhaustive ? await compareWithExhaustive(db, exhaustive) : undefined;
  report({ size: counts?.jobs ?? 0, ...timing, ...(quality ? { quality } : {}) }, seekerIds.length);
}

function report(result: Figures, seekers: number): void {
  console.log(
    `  ${result.size} jobs: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, mean ${result.mean.toFixed(1)} ms` +
      ` over ${requestCount} requests of ${seekers} job seekers; ${result.averageResults.toFixed(1)} jobs per answer` +
      ` (Green ${result.colours.Green}, Yellow ${result.colours.Yellow}, Red ${result.colours.Red});` +
      ` longest event-loop block ${result.longestBlock.toFixed(1)} ms` +
      (result.longestQuery === null ? '' : `, longest PGlite query step ${result.longestQuery.toFixed(1)} ms`) +
      `; load average ${loadAverage()}`,
  );
  if (result.quality) {
    const q = result.quality;
    console.log(
      `    against the exhaustive top ${RECOMMENDED_JOBS_LIMIT} (${q.compared} job seekers, ${q.exhaustiveMs.toFixed(0)} ms each):` +
        ` agreement mean ${percent(q.agreement.mean)}, worst ${percent(q.agreement.worst)}; identical lists ${q.identical}/${q.compared};` +
        ` score kept mean ${percent(q.scoreShare.mean)}, worst ${percent(q.scoreShare.worst)}`,
    );
  }
}

async function main(): Promise<void> {
  const random = createRandom(Number(args.seed));
  const nextJob = createJobGenerator(random);
  const { handle, label, drop } = await openBenchDatabase();
  console.log(`Recommendations bench on ${label}; ${os.availableParallelism()} cores; sizes ${sizes.join(', ')}`);
  try {
    await handle.migrate();
    if (handle.pglite) watchPgliteQueries(handle.pglite);
    const { db } = handle;
    if (args.existing) {
      await measureExisting(db);
      return;
    }
    const names = await loadNameIds(db);
    const employerIds = await seedEmployers(db, Number(args.employers));
    const jobIds: number[] = [];
    const figures: Figures[] = [];
    let seekerIds: number[] = [];
    let totalSeedMs = 0;
    for (const size of sizes) {
      const started = performance.now();
      let lastReport = jobIds.length;
      const added = await seedJobs(db, {
        count: size - jobIds.length,
        employerIds,
        names,
        random,
        nextJob,
        onBatch: (n) => {
          const total = jobIds.length + n;
          if (total - lastReport >= 10_000) {
            lastReport = total;
            console.log(`  … ${total} jobs (${seconds(performance.now() - started)})`);
          }
        },
      });
      jobIds.push(...added);
      if (seekerIds.length === 0) seekerIds = await seedSeekers(db, { count: seekerCount, names, random, jobIds });
      if (args.vacuum) {
        await db.execute(sql`vacuum (analyze) recommendation_postings, recommendation_job_docs, job_post_tags`);
      }
      const seedMs = performance.now() - started;
      totalSeedMs += seedMs;
      const index = await indexSize(db);
      console.log(
        `Seeded ${added.length} jobs to ${jobIds.length} in ${seconds(seedMs)} (index: ${index.postings} postings, ${index.terms} terms)`,
      );
      const exhaustive =
        Number(args.recall) > 0 ? await exhaustiveLists(db, seekerIds.slice(0, Number(args.recall))) : null;
      const timing = await timeRequests(db, seekerIds, requestCount);
      const result: Figures = { size, ...timing };
      if (exhaustive) result.quality = await compareWithExhaustive(db, exhaustive);
      figures.push(result);
      report(result, seekerIds.length);
    }
    console.log('');
    console.log(
      '| jobs | p50 (ms) | p95 (ms) | jobs per answer | agreement (mean / worst) | identical | longest block (ms) | longest query (ms) |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const f of figures) {
      const q = f.quality;
      const agreement = q ? `${percent(q.agreement.mean)} / ${percent(q.agreement.worst)}` : '—';
      const identical = q ? `${q.identical}/${q.compared}` : '—';
      console.log(
        `| ${f.size} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.averageResults.toFixed(1)} | ${agreement} | ${identical}` +
          ` | ${f.longestBlock.toFixed(1)} | ${f.longestQuery === null ? '—' : f.longestQuery.toFixed(1)} |`,
      );
    }
    console.log(`Total seeding time: ${seconds(totalSeedMs)}`);
    const first = figures[0];
    const last = figures.at(-1);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    if (first && last && last !== first) {
      const ratio = last.p50 / first.p50;
      console.log(
        `Goal p50(${last.size}) / p50(${first.size}) ≤ ${GOALS.ratio}: ${ratio.toFixed(2)}, ${verdict(ratio <= GOALS.ratio)}`,
      );
    }
    const lastQuality = last?.quality;
    if (last && lastQuality) {
      const { mean, worst } = lastQuality.agreement;
      console.log(
        `Goal agreement with the exhaustive top ${RECOMMENDED_JOBS_LIMIT} at ${last.size} jobs ≥ ${percent(GOALS.agreement)}:` +
          ` mean ${percent(mean)}, worst ${percent(worst)}, ${verdict(worst >= GOALS.agreement)}`,
      );
    }
    if (last) {
      console.log(
        `Longest event-loop block at ${last.size} jobs: ${last.longestBlock.toFixed(1)} ms` +
          (last.longestQuery === null ? '' : `, longest PGlite query step ${last.longestQuery.toFixed(1)} ms`) +
          ` (aim: a few ms, ≤ ${GOALS.blockMs}; a loaded machine stretches both)`,
      );
    }
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
