// Timing of the statistics bench: the whole answer through the service function (as GET
// /api/platform-statistics/ computes it, the presenter included), and each query on its own.
import { manilaToday, type PlatformStatisticsQuery } from '@kakayahan/contracts';
import type { AppContext } from '../../apps/server/src/app-context.js';
import type { Database } from '../../apps/server/src/db/client.js';
import type { AuthUser } from '../../apps/server/src/platform/auth/session.service.js';
import { presentPlatformStatistics } from '../../apps/server/src/features/platform-statistics/platform-statistics.presenter.js';
import {
  readApproval,
  readByDisability,
  readFunnel,
  readRegionCodes,
  readTopCategories,
  readTotals,
  readWeekly,
} from '../../apps/server/src/features/platform-statistics/platform-statistics.repo.js';
import { getPlatformStatistics } from '../../apps/server/src/features/platform-statistics/platform-statistics.service.js';
import { statisticsPeriod } from '../../apps/server/src/features/platform-statistics/statistics-period.js';

export interface Timing {
  p50: number;
  p95: number;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** Two warm-up calls (not counted), then `runs` timed calls one after the other. */
async function time(runs: number, call: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 2; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods an admin would look at: all time, the last 30 days, the last year (Manila dates). */
export function scenarios(now: Date): { name: string; query: PlatformStatisticsQuery }[] {
  const daysAgo = (days: number) => manilaToday(new Date(now.getTime() - days * DAY_MS));
  return [
    { name: 'all time', query: {} },
    { name: 'last 30 days', query: { from: daysAgo(29), to: manilaToday(now) } },
    { name: 'last 365 days', query: { from: daysAgo(364), to: manilaToday(now) } },
  ];
}

const BENCH_ADMIN: AuthUser = {
  id: 0,
  userType: 'Admin',
  email: 'admin@bench.example',
  username: 'Bench Admin',
  standing: 'active',
};

/** The figures of one period: the whole answer, then each query. */
export async function measurePeriod(
  db: Database,
  now: Date,
  query: PlatformStatisticsQuery,
  runs: number,
): Promise<{ name: string; timing: Timing }[]> {
  // The service reads only the database and the clock.
  const ctx = { db, now: () => now } as unknown as AppContext;
  const { range, weeks } = statisticsPeriod(query, now);
  const calls: [string, () => Promise<unknown>][] = [
    ['whole answer', async () => presentPlatformStatistics(await getPlatformStatistics(ctx, BENCH_ADMIN, query))],
    ['totals', () => readTotals(db)],
    ['funnel', () => readFunnel(db, range)],
    ['approval', () => readApproval(db, range, now)],
    ['by disability', () => readByDisability(db, range)],
    ['by region', () => readRegionCodes(db, range)],
    ['weekly', () => readWeekly(db, weeks)],
    ['top categories', () => readTopCategories(db, range)],
  ];
  const figures: { name: string; timing: Timing }[] = [];
  for (const [name, call] of calls) figures.push({ name, timing: await time(runs, call) });
  return figures;
}
