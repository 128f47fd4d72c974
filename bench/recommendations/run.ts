// Recommendations bench: how the per-request time of GET /api/recommend_jobs/ grows with the number of
// jobs. Seeds a fresh database (PGlite in a temp folder, or a new PostgreSQL database when DATABASE_URL is
// set) with 1k jobs, then grows it to 10k and 100k; at each size it times the service function (warm)
// for ~200 requests of ~50 varied job seekers, and finally prints p50(largest) / p50(smallest). It also
// compares, for a few job seekers, the bounded answer with an exhaustive ranking (recall of the top 50).
// Figures only, no assertions. Usage: npm run bench:recommendations -- [--sizes 1000,10000,100000]
//   [--seekers 50] [--requests 200] [--recall 10 (0: skip)] [--budgets 600,1200,2400] [--scan-factors 1,4,16]
//   [--vacuum (VACUUM ANALYZE after seeding, as autovacuum would; PGlite has none)] [--seed 2024] [--keep]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RECOMMENDED_JOBS_LIMIT } from '@kakayahan/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { DEFAULT_RANKING_BOUNDS } from '../../apps/server/src/features/recommendations/recommendation-ranking.js';
import { createJobGenerator, createRandom } from './corpus.js';
import { compareWithExhaustive, exhaustiveLists, timeRequests, type Quality, type Timing } from './measure.js';
import { indexSize, loadNameIds, seedEmployers, seedJobs, seedSeekers } from './seed.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    seekers: { type: 'string', default: '50' },
    requests: { type: 'string', default: '200' },
    seed: { type: 'string', default: '2024' },
    employers: { type: 'string', default: '300' },
    recall: { type: 'string', default: '10' },
    budgets: { type: 'string' },
    'scan-factors': { type: 'string' },
    vacuum: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const sizes = args.sizes
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const seekerCount = Number(args.seekers);
const requestCount = Number(args.requests);
const numbers = (text: string) =>
  text
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
/** Candidate budgets and scan factors to measure (the product's by default). */
const budgets = numbers(args.budgets ?? String(DEFAULT_RANKING_BOUNDS.candidateBudget));
const scanFactors = numbers(args['scan-factors'] ?? String(DEFAULT_RANKING_BOUNDS.scanFactor));
const variants = budgets.flatMap((budget) => scanFactors.map((scanFactor) => ({ budget, scanFactor })));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A fresh database: a new PostgreSQL database next to DATABASE_URL's, or PGlite in a temp folder. */
async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kk-bench-rec-'));
  const baseUrl = process.env.DATABASE_URL;
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
  budget: number;
  scanFactor: number;
  quality?: Quality;
}

const percent = (share: number) => `${(100 * share).toFixed(0)} %`;

async function main(): Promise<void> {
  const random = createRandom(Number(args.seed));
  const nextJob = createJobGenerator(random);
  const { handle, label, drop } = await openBenchDatabase();
  console.log(`Recommendations bench on ${label}; ${os.availableParallelism()} cores; sizes ${sizes.join(', ')}`);
  try {
    await handle.migrate();
    const { db } = handle;
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
      for (const { budget, scanFactor } of variants) {
        const bounds = { ...DEFAULT_RANKING_BOUNDS, candidateBudget: budget, scanFactor };
        const timing = await timeRequests(db, seekerIds, requestCount, bounds);
        const result: Figures = { size, budget, scanFactor, ...timing };
        if (exhaustive) result.quality = await compareWithExhaustive(db, exhaustive, bounds);
        figures.push(result);
        console.log(
          `  ${size} jobs, budget ${budget}, scan ×${scanFactor}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, mean ${result.mean.toFixed(1)} ms` +
            ` over ${requestCount} requests of ${seekerIds.length} job seekers; ${result.averageResults.toFixed(1)} jobs per answer` +
            ` (Green ${result.colours.Green}, Yellow ${result.colours.Yellow}, Red ${result.colours.Red})`,
        );
        if (result.quality) {
          const { recall, scoreShare } = result.quality;
          console.log(
            `    against the exhaustive top ${RECOMMENDED_JOBS_LIMIT} (${args.recall} job seekers): recall mean ${percent(recall.mean)},` +
              ` worst ${percent(recall.worst)}; score kept mean ${percent(scoreShare.mean)}, worst ${percent(scoreShare.worst)}`,
          );
        }
      }
    }
    console.log('');
    console.log(
      '| jobs | budget | scan × | p50 (ms) | p95 (ms) | jobs per answer | recall (mean / worst) | score kept (mean / worst) |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const f of figures) {
      const q = f.quality;
      const recall = q ? `${percent(q.recall.mean)} / ${percent(q.recall.worst)}` : '—';
      const kept = q ? `${percent(q.scoreShare.mean)} / ${percent(q.scoreShare.worst)}` : '—';
      console.log(
        `| ${f.size} | ${f.budget} | ${f.scanFactor} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.averageResults.toFixed(1)} | ${recall} | ${kept} |`,
      );
    }
    console.log(`Total seeding time: ${seconds(totalSeedMs)}`);
    for (const { budget, scanFactor } of variants) {
      const same = (f: Figures) => f.budget === budget && f.scanFactor === scanFactor;
      const first = figures.find(same);
      const last = figures.findLast(same);
      if (first && last && last !== first) {
        console.log(
          `p50(${last.size}) / p50(${first.size}) = ${(last.p50 / first.p50).toFixed(2)} at budget ${budget}, scan ×${scanFactor} (goal ≤ 3)`,
        );
      }
    }
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
