import { PLATFORM_STATISTICS_MESSAGES, type PlatformStatistics } from '@kakayahan/contracts';
import { HorizontalBarChart, type ChartSeries } from './horizontal-bar-chart';
import { ChartAndTable, StatSection, type StatTable } from './statistics-section';
import { disabilitySummary, regionSummary } from './statistics-summaries';
import { countOf, rangeText } from './statistics-words';

/** A protected count's bar text keeps its unit: "fewer than 5 applications". */
function barText(count: number | null, singular: string, plural: string): string {
  return count === null ? `${PLATFORM_STATISTICS_MESSAGES.fewerThan} ${plural}` : countOf(count, singular, plural);
}

const DISABILITY = 'Job seekers and applications by disability';
const DISABILITY_SERIES: readonly ChartSeries[] = [
  { name: 'Job seekers who signed up', pattern: 'solid' },
  { name: 'Applications sent', pattern: 'striped' },
];

/** Sign-ups and applications per disability, two series told apart by pattern, legend and labels. */
export function DisabilitySection({ data }: { data: PlatformStatistics }) {
  const table: StatTable = {
    name: 'By disability',
    caption: `Job seekers who signed up and applications sent ${rangeText(data.range)}, by disability`,
    slug: 'by-disability',
    headers: ['Disability', 'Job seekers who signed up', 'Applications sent'],
    rows: data.by_disability.map((row) => [row.name, row.job_seekers, row.applications]),
  };
  return (
    <StatSection title={DISABILITY} summary={disabilitySummary(data.by_disability, data.range)}>
      <ChartAndTable
        table={table}
        chart={
          <HorizontalBarChart
            title={DISABILITY}
            series={DISABILITY_SERIES}
            groups={data.by_disability.map((row) => ({
              label: row.name,
              bars: [
                { value: row.job_seekers, text: barText(row.job_seekers, 'job seeker', 'job seekers') },
                { value: row.applications, text: barText(row.applications, 'application', 'applications') },
              ],
            }))}
          />
        }
      />
    </StatSection>
  );
}

const REGION = 'Job seekers by region';
const REGION_SERIES: readonly ChartSeries[] = [{ name: 'Job seekers who signed up', pattern: 'solid' }];

/** Sign-ups by the region of their PWD ID number. */
export function RegionSection({ data }: { data: PlatformStatistics }) {
  const table: StatTable = {
    name: 'By region',
    caption: `Job seekers who signed up ${rangeText(data.range)}, by the region of their PWD ID`,
    slug: 'by-region',
    headers: ['Region', 'Job seekers who signed up'],
    rows: data.by_region.map((row) => [row.name, row.job_seekers]),
  };
  return (
    <StatSection title={REGION} summary={regionSummary(data.by_region, data.range)}>
      {data.by_region.length === 0 ? null : (
        <ChartAndTable
          table={table}
          chart={
            <HorizontalBarChart
              title={REGION}
              series={REGION_SERIES}
              groups={data.by_region.map((row) => ({
                label: row.name,
                bars: [{ value: row.job_seekers, text: barText(row.job_seekers, 'job seeker', 'job seekers') }],
              }))}
            />
          }
        />
      )}
    </StatSection>
  );
}
