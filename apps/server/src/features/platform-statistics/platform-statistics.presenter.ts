import {
  DISABILITY_CATEGORIES,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  PWD_ID_REGIONS,
  SMALL_COUNT_THRESHOLD,
  UNKNOWN_REGION_NAME,
  type PlatformStatistics,
} from '@kakayahan/contracts';
import type { CategoryCountRow, RegionCodeRow } from './platform-statistics.repo.js';
import type { StatisticsFigures } from './platform-statistics.service.js';

/**
 * A breakdown count as the answer gives it: null below SMALL_COUNT_THRESHOLD, zero included, since a
 * shown zero next to a hidden count would tell a reader which one it is.
 */
export function protectedCount(count: number): number | null {
  return count < SMALL_COUNT_THRESHOLD ? null : count;
}

/** Seconds as hours with one decimal; null stays null (no one to measure). */
export function hoursOf(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds / 360) / 10;
}

type RegionRow = PlatformStatistics['by_region'][number];

/**
 * Job seekers by region: codes named by PWD_ID_REGIONS, rows of the same name merged (Bangsamoro has two
 * codes, 15 and 19; the merged row keeps the lowest code), every number without a known code in one row
 * at the end. Small counts are hidden after merging, so two small codes of one region add up first.
 */
export function presentRegions(rows: readonly RegionCodeRow[]): RegionRow[] {
  const byName = new Map<string, { code: string; count: number }>();
  let unknown = 0;
  for (const row of rows) {
    const name = row.code === null ? undefined : PWD_ID_REGIONS[row.code];
    if (row.code === null || name === undefined) {
      unknown += row.job_seekers;
      continue;
    }
    const seen = byName.get(name);
    byName.set(name, {
      code: seen && seen.code < row.code ? seen.code : row.code,
      count: (seen?.count ?? 0) + row.job_seekers,
    });
  }
  const known = [...byName]
    .filter(([, region]) => region.count > 0)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, region]) => ({ code: region.code, name, job_seekers: protectedCount(region.count) }));
  return unknown > 0
    ? [...known, { code: null, name: UNKNOWN_REGION_NAME, job_seekers: protectedCount(unknown) }]
    : known;
}

function topList(rows: readonly CategoryCountRow[], list: CategoryCountRow['list']) {
  return rows.filter((row) => row.list === list).map((row) => ({ name: row.name, count: row.count }));
}

/** The statistics answer, with the contract's field names. Never carries an ID number: only region codes reach it. */
export function presentPlatformStatistics(figures: StatisticsFigures): PlatformStatistics {
  const { totals, funnel, approval } = figures;
  return {
    employee_count: totals.employee_count,
    employer_count: totals.employer_count,
    jobs_posted_count: totals.jobs_posted_count,
    disability_types: DISABILITY_CATEGORIES.map((name) => ({ name })),
    range: { from: figures.query.from ?? null, to: figures.query.to ?? null },
    funnel: FUNNEL_STEPS.map((step) => ({ step, label: FUNNEL_STEP_LABELS[step], count: funnel[step] })),
    approval: {
      median_hours_to_approval: hoursOf(approval.median_seconds_to_approval),
      approved_count: approval.approved_count,
      waiting_count: approval.waiting_count,
      longest_wait_hours: hoursOf(approval.longest_wait_seconds),
      median_wait_hours: hoursOf(approval.median_wait_seconds),
    },
    by_disability: figures.byDisability.map((row) => ({
      name: row.name,
      job_seekers: protectedCount(row.job_seekers),
      applications: protectedCount(row.applications),
    })),
    by_region: presentRegions(figures.regionCodes),
    weekly: figures.weekly.map((week) => ({
      week_start: week.week_start,
      job_seekers: week.job_seekers,
      jobs: week.jobs,
      applications: week.applications,
    })),
    top_categories_by_jobs: topList(figures.topCategories, 'jobs'),
    top_categories_by_applications: topList(figures.topCategories, 'applications'),
    employers: {
      verified: totals.verified_employers,
      unverified: totals.employer_count - totals.verified_employers,
    },
    generated_at: figures.generatedAt.toISOString(),
  };
}
