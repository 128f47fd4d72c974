import type { PlatformStatisticsQuery } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import {
  readApproval,
  readByDisability,
  readFunnel,
  readRegionCodes,
  readTopCategories,
  readTotals,
  readWeekly,
  type ApprovalRow,
  type CategoryCountRow,
  type DisabilityRow,
  type FunnelRow,
  type RegionCodeRow,
  type TotalsRow,
  type WeekRow,
} from './platform-statistics.repo.js';
import { statisticsPeriod } from './statistics-period.js';

/** The raw figures of one statistics answer, before the presenter rounds, names and hides small counts. */
export interface StatisticsFigures {
  query: PlatformStatisticsQuery;
  totals: TotalsRow;
  funnel: FunnelRow;
  approval: ApprovalRow;
  byDisability: DisabilityRow[];
  regionCodes: RegionCodeRow[];
  weekly: WeekRow[];
  topCategories: CategoryCountRow[];
  generatedAt: Date;
}

/**
 * Platform Statistics (Admins only): the spec's all-time totals and the figures of a period, each an
 * aggregate the database computes. The queries share one read-only snapshot, so the figures agree with
 * each other (the funnel's sign-ups are the weekly series' and the breakdowns' sign-ups) even while people
 * sign up during the request.
 */
export async function getPlatformStatistics(
  ctx: AppContext,
  actor: AuthUser,
  query: PlatformStatisticsQuery,
): Promise<StatisticsFigures> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  const { range, weeks } = statisticsPeriod(query, now);
  return ctx.db.transaction(
    async (tx) => ({
      query,
      totals: await readTotals(tx),
      funnel: await readFunnel(tx, range),
      approval: await readApproval(tx, range, now),
      byDisability: await readByDisability(tx, range),
      regionCodes: await readRegionCodes(tx, range),
      weekly: await readWeekly(tx, weeks),
      topCategories: await readTopCategories(tx, range),
      generatedAt: now,
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
