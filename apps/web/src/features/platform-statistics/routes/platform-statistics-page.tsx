import { PLATFORM_STATISTICS_MESSAGES, type PlatformStatistics } from '@kakayahan/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { usePlatformStatistics } from '../api/get-platform-statistics';
import { DisabilitySection, RegionSection } from '../components/breakdown-sections';
import { EmployersSection, TopCategoriesSection, WeeklySection } from '../components/activity-sections';
import { rangeErrors, rangeParams, rangeQuery, readRange, type RangeErrors } from '../components/date-range';
import { DateRangeForm } from '../components/date-range-form';
import { HeadlineFigures } from '../components/headline-figures';
import { ApprovalSection, FunnelSection } from '../components/hiring-sections';
import { StatisticsDownloads } from '../components/statistics-section';
import { rangeText } from '../components/statistics-words';

/** The server's own words for a refused period (a 400), else the screen's load failure. */
function loadError(error: unknown): string {
  return error instanceof ApiError && error.isServerMessage && error.status === 400
    ? error.message
    : PLATFORM_STATISTICS_MESSAGES.loadFailed;
}

/** The server's field errors about the period, to show at From and To. */
function periodErrors(error: unknown): RangeErrors {
  if (!(error instanceof ApiError)) return {};
  const { from, to } = error.fields;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function Sections({ data }: { data: PlatformStatistics }) {
  return (
    <>
      <HeadlineFigures data={data} />
      <FunnelSection data={data} />
      <ApprovalSection data={data} />
      <DisabilitySection data={data} />
      <RegionSection data={data} />
      <WeeklySection data={data} />
      <TopCategoriesSection data={data} />
      <EmployersSection data={data} />
    </>
  );
}

/**
 * /admin/platform-statistics: the spec's four all-time figures, then for a chosen period (in the address,
 * so it can be shared and Back works) the hiring funnel, approval times, breakdowns by disability and
 * region, weekly activity, top categories and employer verification. Each section says its finding in a
 * sentence and shows its figures as a hand-drawn chart and as a table that can be downloaded as CSV.
 */
export default function PlatformStatisticsPage() {
  const [params, setParams] = useSearchParams();
  const applied = readRange(params);
  const isValid = Object.keys(rangeErrors(applied)).length === 0;
  const query = usePlatformStatistics(rangeQuery(applied), isValid);
  const [downloadNote, setDownloadNote] = useState('');
  const data = isValid ? query.data : undefined;

  let content;
  if (!isValid) {
    content = <p className="text-slate-800">Correct the period above to see the statistics.</p>;
  } else if (data) {
    content = (
      <StatisticsDownloads
        value={{ range: data.range, onDownloaded: (fileName) => setDownloadNote(`Download started: ${fileName}`) }}
      >
        <Sections data={data} />
      </StatisticsDownloads>
    );
  } else if (query.isError) {
    content = (
      <LoadFailed message={loadError(query.error)} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  } else {
    content = <Loading label="Loading platform statistics…" />;
  }

  let status = '';
  if (data && query.isPlaceholderData) status = 'Loading the statistics for the new period…';
  else if (data) status = `The sections below cover ${rangeText(data.range)}; the totals are all time.`;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeading>Platform Statistics</PageHeading>
      <p className="max-w-3xl text-slate-800">
        Figures for reports to partners and agencies. In the breakdowns by disability and region, counts below 5 are not
        shown, so no one can be singled out.
      </p>
      <DateRangeForm
        applied={applied}
        serverErrors={periodErrors(query.error)}
        onApply={(range) => setParams(rangeParams(range))}
        onClear={() => setParams({})}
      />
      <LiveRegion className="font-semibold text-slate-900">{status}</LiveRegion>
      <LiveRegion className="sr-only">{downloadNote}</LiveRegion>
      {content}
    </div>
  );
}
