import { manilaInstant, manilaToday, STATISTICS_WEEKS, type PlatformStatisticsQuery } from '@kakayahan/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** A half-open span of instants; a null end is open (all time on that side). */
export interface InstantRange {
  /** Included. */
  start: Date | null;
  /** Excluded. */
  end: Date | null;
}

/** The weeks of the weekly series: `count` weeks of 7 × 24 hours from `start` (a Monday, 00:00 Manila). */
export interface WeekSeries {
  start: Date;
  count: number;
}

export interface StatisticsPeriod {
  range: InstantRange;
  weeks: WeekSeries;
}

/** The Manila calendar day after `date` (YYYY-MM-DD). Manila has no daylight saving: every day is 24 h. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before a Manila date (YYYY-MM-DD); weeks start on Monday, as Philippine calendars do. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instants a statistics query covers. `from` and `to` are Manila dates, both included: the range runs
 * from `from` 00:00 Manila to the day after `to`, 00:00 Manila (excluded), so a sign-up at 23:59 on `to`
 * counts. The weekly series ends with the week that holds `to` (or today in Manila when there is no `to`),
 * whatever `from` says: a week is always counted whole.
 */
export function statisticsPeriod(query: PlatformStatisticsQuery, now: Date): StatisticsPeriod {
  const lastDay = query.to ?? manilaToday(now);
  const lastWeekStart = manilaInstant(mondayOf(lastDay), '00:00');
  return {
    range: {
      start: query.from ? manilaInstant(query.from, '00:00') : null,
      end: query.to ? manilaInstant(nextDay(query.to), '00:00') : null,
    },
    weeks: {
      start: new Date(lastWeekStart.getTime() - (STATISTICS_WEEKS - 1) * WEEK_MS),
      count: STATISTICS_WEEKS,
    },
  };
}
