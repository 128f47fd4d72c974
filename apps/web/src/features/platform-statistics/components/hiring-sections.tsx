import type { PlatformStatistics } from '@kakayahan/contracts';
import { HorizontalBarChart } from './horizontal-bar-chart';
import { ChartAndTable, StatSection, type StatTable } from './statistics-section';
import { approvalSummary, funnelSummary } from './statistics-summaries';
import { countText, durationText, percentText, rangeText } from './statistics-words';

const FUNNEL = 'Hiring funnel';
const SIGN_UP_SERIES = [{ name: 'Job seekers', pattern: 'solid' }] as const;

/** The funnel: how many of the period's sign-ups reached each step, as a share of the sign-ups. */
export function FunnelSection({ data }: { data: PlatformStatistics }) {
  const signedUp = data.funnel[0]?.count ?? 0;
  const table: StatTable = {
    name: FUNNEL,
    caption: `${FUNNEL}: job seekers who signed up ${rangeText(data.range)}, by each step they reached`,
    slug: 'hiring-funnel',
    headers: ['Step', 'Job seekers', 'Share of sign-ups'],
    rows: data.funnel.map((step) => [step.label, step.count, percentText(step.count, signedUp)]),
  };
  return (
    <StatSection title={FUNNEL} summary={funnelSummary(data.funnel, data.range)}>
      <ChartAndTable
        table={table}
        chart={
          <HorizontalBarChart
            title={FUNNEL}
            series={SIGN_UP_SERIES}
            groups={data.funnel.map((step) => ({
              label: step.label,
              bars: [{ value: step.count, text: `${countText(step.count)} (${percentText(step.count, signedUp)})` }],
            }))}
          />
        }
      />
    </StatSection>
  );
}

const APPROVAL = 'Approval of job seekers';
const DURATION_SERIES = [{ name: 'Time', pattern: 'solid' }] as const;

function duration(hours: number | null, none: string): string {
  return hours === null ? none : durationText(hours);
}

/** How long an admin's approval takes, how many wait now and for how long, in words. */
export function ApprovalSection({ data }: { data: PlatformStatistics }) {
  const { approval } = data;
  const noApprovals = 'no approvals';
  const noneWaiting = 'no one waiting';
  const table: StatTable = {
    name: APPROVAL,
    caption: `${APPROVAL}: time from sign-up to approval ${rangeText(data.range)}, and who is waiting now`,
    slug: 'approval',
    headers: ['Measure', 'Value'],
    rows: [
      ['Median time from sign-up to approval', duration(approval.median_hours_to_approval, noApprovals)],
      ['Job seekers approved', approval.approved_count],
      ['Waiting for approval now', approval.waiting_count],
      ['Median wait of those waiting now', duration(approval.median_wait_hours, noneWaiting)],
      ['Longest wait now', duration(approval.longest_wait_hours, noneWaiting)],
    ],
  };
  const bars = [
    ['Median time to approval', approval.median_hours_to_approval, noApprovals],
    ['Median wait now', approval.median_wait_hours, noneWaiting],
    ['Longest wait now', approval.longest_wait_hours, noneWaiting],
  ] as const;
  return (
    <StatSection title={APPROVAL} summary={approvalSummary(approval, data.range)}>
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {[
          ['Median time to approval', duration(approval.median_hours_to_approval, noApprovals)],
          ['Waiting now', countText(approval.waiting_count)],
          ['Longest wait', duration(approval.longest_wait_hours, noneWaiting)],
        ].map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-slate-700">{term}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ChartAndTable
        table={table}
        chart={
          <HorizontalBarChart
            title="Approval times"
            series={DURATION_SERIES}
            groups={bars.map(([label, hours, none]) => ({
              label,
              bars: [{ value: hours ?? 0, text: duration(hours, none) }],
            }))}
          />
        }
      />
    </StatSection>
  );
}
