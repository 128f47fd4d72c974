// Timing and quality figures of the recommendations bench.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  findRecommendedJobs,
  findRecommendedJobsExhaustively,
  type RecommendedJob,
} from '../../apps/server/src/features/recommendations/recommendation-ranking.js';
import { presentRecommendedJob } from '../../apps/server/src/features/recommendations/recommendations.presenter.js';
import { loadWorkNeeds } from '../../apps/server/src/features/work-needs/index.js';

export interface Timing {
  p50: number;
  p95: number;
  mean: number;
  averageResults: number;
  colours: Record<string, number>;
  /**
   * The longest the event loop was blocked during the timed requests (ms): on PGlite, which runs in the
   * main thread, the longest single query or step; on PostgreSQL, the longest stretch of this process's work.
   */
  longestBlock: number;
  /** PGlite only: the longest single protocol step (a query's execution) during the timed requests (ms). */
  longestQuery: number | null;
}

/** Filled by watchPgliteQueries: the longest PGlite protocol step since the last reset. */
const pgliteSteps = { watching: false, longest: 0 };

/**
 * Times every protocol step PGlite runs (parse, bind, execute… each runs to its end in the main thread,
 * so the longest is the longest the event loop is blocked by the database).
 */
export function watchPgliteQueries(pglite: object): void {
  const client = pglite as { execProtocolStream: (...args: unknown[]) => Promise<unknown> };
  const original = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args: unknown[]) => {
    const start = performance.now();
    try {
      return await original(...args);
    } finally {
      pgliteSteps.longest = Math.max(pgliteSteps.longest, performance.now() - start);
    }
  };
  pgliteSteps.watching = true;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** Warm (every seeker once, not counted), then `requests` calls of the service function, round robin. */
export async function timeRequests(db: Database, seekerIds: readonly number[], requests: number): Promise<Timing> {
  for (const id of seekerIds) await findRecommendedJobs(db, id);
  const times: number[] = [];
  let results = 0;
  const colours: Record<string, number> = { Green: 0, Yellow: 0, Red: 0 };
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  pgliteSteps.longest = 0;
  for (let i = 0; i < requests; i += 1) {
    const id = seekerIds[i % seekerIds.length] ?? 0;
    const start = performance.now();
    // As the service answers a request: the ranking and the person's work needs (issue 16) side by side.
    const [found, needs] = await Promise.all([findRecommendedJobs(db, id), loadWorkNeeds(db, id)]);
    const jobs = found.map((job) => presentRecommendedJob(job, needs));
    times.push(performance.now() - start);
    results += jobs.length;
    for (const job of jobs) if (job.color) colours[job.color] = (colours[job.color] ?? 0) + 1;
    // Let the monitor's timer run between requests (it measures how late it fires).
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  delay.disable();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    averageResults: results / Math.max(1, requests),
    colours,
    longestBlock: delay.max / 1e6,
    longestQuery: pgliteSteps.watching ? pgliteSteps.longest : null,
  };
}

export interface Spread {
  mean: number;
  worst: number;
}
export interface Quality {
  /** Share of the exhaustive list's jobs that the answer also holds (the goal: ≥ 95 %). */
  agreement: Spread;
  /** Answers that are the exhaustive list itself: the same jobs in the same order. */
  identical: number;
  compared: number;
  /** Total BM25 score of the answer over that of the exhaustive list. */
  scoreShare: Spread;
  /** Time of one exhaustive ranking (ms, mean), for scale. */
  exhaustiveMs: number;
}

const spread = (values: number[]): Spread =>
  values.length === 0
    ? { mean: 1, worst: 1 }
    : { mean: values.reduce((a, b) => a + b, 0) / values.length, worst: Math.min(...values) };

/** The exhaustive lists of some seekers, computed once per database size, and their mean time. */
export async function exhaustiveLists(
  db: Database,
  seekerIds: readonly number[],
): Promise<{ lists: Map<number, RecommendedJob[]>; meanMs: number }> {
  const lists = new Map<number, RecommendedJob[]>();
  const started = performance.now();
  for (const id of seekerIds) lists.set(id, await findRecommendedJobsExhaustively(db, id));
  return { lists, meanMs: (performance.now() - started) / Math.max(1, seekerIds.length) };
}

/** Compares the answers with the exhaustive lists. */
export async function compareWithExhaustive(
  db: Database,
  exhaustive: { lists: Map<number, RecommendedJob[]>; meanMs: number },
): Promise<Quality> {
  const agreements: number[] = [];
  const shares: number[] = [];
  let identical = 0;
  for (const [id, exact] of exhaustive.lists) {
    const answer = await findRecommendedJobs(db, id);
    const key = (jobs: RecommendedJob[]) => jobs.map((job) => job.row.id).join(',');
    if (key(answer) === key(exact)) identical += 1;
    if (exact.length === 0) continue;
    const ids = new Set(answer.map((job) => job.row.id));
    agreements.push(exact.filter((job) => ids.has(job.row.id)).length / exact.length);
    const total = (jobs: RecommendedJob[]) => jobs.reduce((sum, job) => sum + job.score, 0);
    shares.push(total(answer) / Math.max(1e-9, total(exact)));
  }
  return {
    agreement: spread(agreements),
    identical,
    compared: exhaustive.lists.size,
    scoreShare: spread(shares),
    exhaustiveMs: exhaustive.meanMs,
  };
}
