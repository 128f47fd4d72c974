// Timing and quality figures of the recommendations bench.
import type { Database } from '../../apps/server/src/db/client.js';
import {
  findRecommendedJobs,
  type RankingBounds,
  type RecommendedJob,
} from '../../apps/server/src/features/recommendations/recommendation-ranking.js';
import { presentRecommendedJob } from '../../apps/server/src/features/recommendations/recommendations.presenter.js';

export interface Timing {
  p50: number;
  p95: number;
  mean: number;
  averageResults: number;
  colours: Record<string, number>;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** Warm (every seeker once, not counted), then `requests` calls of the service function, round robin. */
export async function timeRequests(
  db: Database,
  seekerIds: readonly number[],
  requests: number,
  bounds: RankingBounds,
): Promise<Timing> {
  for (const id of seekerIds) await findRecommendedJobs(db, id, undefined, bounds);
  const times: number[] = [];
  let results = 0;
  const colours: Record<string, number> = { Green: 0, Yellow: 0, Red: 0 };
  for (let i = 0; i < requests; i += 1) {
    const id = seekerIds[i % seekerIds.length] ?? 0;
    const start = performance.now();
    const jobs = (await findRecommendedJobs(db, id, undefined, bounds)).map(presentRecommendedJob);
    times.push(performance.now() - start);
    results += jobs.length;
    for (const job of jobs) if (job.color) colours[job.color] = (colours[job.color] ?? 0) + 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    averageResults: results / Math.max(1, requests),
    colours,
  };
}

/** No bounds: every job holding a skill term or a preference tag is a candidate, all are scored. */
export const EXHAUSTIVE: RankingBounds = {
  candidateBudget: 1_000_000_000,
  perSourceMin: 1_000_000_000,
  perSourceMax: 1_000_000_000,
  scanFactor: 1,
  poolFactor: 1_000_000,
};

export interface Spread {
  mean: number;
  worst: number;
}
export interface Quality {
  /** Share of the exhaustive list's jobs that the bounded list also holds. */
  recall: Spread;
  /** Total BM25 score of the bounded list over that of the exhaustive list (how much relevance is lost). */
  scoreShare: Spread;
}

const spread = (values: number[]): Spread =>
  values.length === 0
    ? { mean: 1, worst: 1 }
    : { mean: values.reduce((a, b) => a + b, 0) / values.length, worst: Math.min(...values) };

/** The exhaustive lists of some seekers, computed once per database size. */
export async function exhaustiveLists(
  db: Database,
  seekerIds: readonly number[],
): Promise<Map<number, RecommendedJob[]>> {
  const lists = new Map<number, RecommendedJob[]>();
  for (const id of seekerIds) lists.set(id, await findRecommendedJobs(db, id, undefined, EXHAUSTIVE));
  return lists;
}

/** Compares the bounded lists with the exhaustive ones. */
export async function compareWithExhaustive(
  db: Database,
  exhaustive: Map<number, RecommendedJob[]>,
  bounds: RankingBounds,
): Promise<Quality> {
  const recalls: number[] = [];
  const shares: number[] = [];
  for (const [id, exact] of exhaustive) {
    if (exact.length === 0) continue;
    const bounded = await findRecommendedJobs(db, id, undefined, bounds);
    const ids = new Set(bounded.map((job) => job.row.id));
    recalls.push(exact.filter((job) => ids.has(job.row.id)).length / exact.length);
    const total = (jobs: RecommendedJob[]) => jobs.reduce((sum, job) => sum + job.score, 0);
    shares.push(total(bounded) / Math.max(1e-9, total(exact)));
  }
  return { recall: spread(recalls), scoreShare: spread(shares) };
}
