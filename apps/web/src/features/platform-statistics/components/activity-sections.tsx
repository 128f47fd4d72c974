import type { PlatformStatistics } from '@kakayahan/contracts';
import { useId } from 'react';
import type { PatternKind } from './chart-parts';
import { ColumnChart } from './column-chart';
import { HorizontalBarChart, type ChartSeries } from './horizontal-bar-chart';
import { ChartAndTable, StatSection, StatTableView, type StatTable } from './statistics-section';
import { employersSummary, topCategoriesSummary, weeklySummary } from './statistics-summaries';
import { countText, dayText, percentText, rangeText, weekLabel } from './statistics-words';

type Week = PlatformStatistics['weekly'][number];

const WEEKLY = 'New job seekers, jobs and applications per week';
const WEEKLY_SERIES: readonly { title: string; pattern: PatternKind; count: (week: Week) => number }[] = [
  { title: 'New job seekers', pattern: 'solid', count: (week) => week.job_seekers },
  { title: 'Jobs posted', pattern: 'striped', count: (week) => week.jobs },
  { title: 'Applications', pattern: 'dotted', count: (week) => week.applications },
];

/** The weekly series as small multiples: one titled chart per series, each with its own pattern. */
export function WeeklySection({ data }: { data: PlatformStatistics }) {
  const table: StatTable = {
    name: 'Per week',
    caption: `New job seekers, jobs posted and applications in each of the last ${data.weekly.length} weeks`,
    slug: 'per-week',
    headers: ['Week starting', 'New job seekers', 'Jobs posted', 'Applications'],
    rows: data.weekly.map((week) => [dayText(week.week_start), week.job_seekers, week.jobs, week.applications]),
  };
  return (
    <StatSection title={WEEKLY} summary={weeklySummary(data.weekly)}>
      <div className="grid min-w-0 gap-6 md:grid-cols-3">
        {WEEKLY_SERIES.map((series) => (
          <div key={series.title} className="flex min-w-0 flex-col gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{`${series.title} per week`}</h3>
            <ColumnChart
              title={`${series.title} per week`}
              pattern={series.pattern}
              points={data.weekly.map((week) => ({ label: weekLabel(week.week_start), value: series.count(week) }))}
            />
          </div>
        ))}
      </div>
      <StatTableView table={table} />
    </StatSection>
  );
}

const CATEGORY_SERIES: readonly ChartSeries[] = [{ name: 'Count', pattern: 'solid' }];

/** One ranked list of categories: its heading, bars and table, or a sentence when it is empty. */
function CategoryList({
  title,
  countHeader,
  slug,
  rows,
  empty,
  range,
}: {
  title: string;
  countHeader: string;
  slug: string;
  rows: PlatformStatistics['top_categories_by_jobs'];
  empty: string;
  range: PlatformStatistics['range'];
}) {
  const headingId = useId();
  const table: StatTable = {
    name: title,
    caption: `${title}: the categories with the most ${countHeader.toLowerCase()} ${rangeText(range)}`,
    slug,
    headers: ['Category', countHeader],
    rows: rows.map((row) => [row.name, row.count]),
  };
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-slate-800">{empty}</p>
      ) : (
        <>
          <HorizontalBarChart
            title={title}
            series={CATEGORY_SERIES}
            groups={rows.map((row) => ({ label: row.name, bars: [{ value: row.count, text: countText(row.count) }] }))}
          />
          <StatTableView table={table} />
        </>
      )}
    </section>
  );
}

/** The leading categories by jobs posted and by applications, as two small bar lists. */
export function TopCategoriesSection({ data }: { data: PlatformStatistics }) {
  return (
    <StatSection
      title="Top categories"
      summary={topCategoriesSummary(data.top_categories_by_jobs, data.top_categories_by_applications, data.range)}
    >
      <div className="grid min-w-0 gap-8 lg:grid-cols-2">
        <CategoryList
          title="Top categories by jobs posted"
          countHeader="Jobs posted"
          slug="top-categories-by-jobs"
          rows={data.top_categories_by_jobs}
          empty="No jobs were posted in this period."
          range={data.range}
        />
        <CategoryList
          title="Top categories by applications"
          countHeader="Applications"
          slug="top-categories-by-applications"
          rows={data.top_categories_by_applications}
          empty="No applications were sent in this period."
          range={data.range}
        />
      </div>
    </StatSection>
  );
}

const EMPLOYERS = 'Verified and unverified employers';
const EMPLOYER_SERIES: readonly ChartSeries[] = [{ name: 'Employers', pattern: 'solid' }];

/** Employers now, by whether an admin verified their business registration. */
export function EmployersSection({ data }: { data: PlatformStatistics }) {
  const { verified, unverified } = data.employers;
  const total = verified + unverified;
  const rows = [
    ['Verified business registration', verified],
    ['Not verified', unverified],
  ] as const;
  const table: StatTable = {
    name: 'Employers',
    caption: 'Employers on the platform now, by whether their business registration is verified',
    slug: 'employers',
    headers: ['Employers', 'Count', 'Share'],
    rows: rows.map(([label, count]) => [label, count, percentText(count, total)]),
  };
  return (
    <StatSection title={EMPLOYERS} summary={employersSummary(data.employers)}>
      <ChartAndTable
        table={table}
        chart={
          <HorizontalBarChart
            title={EMPLOYERS}
            series={EMPLOYER_SERIES}
            groups={rows.map(([label, count]) => ({
              label,
              bars: [{ value: count, text: `${countText(count)} (${percentText(count, total)})` }],
            }))}
          />
        }
      />
    </StatSection>
  );
}
