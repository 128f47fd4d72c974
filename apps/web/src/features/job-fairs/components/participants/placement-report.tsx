import { LoadFailed } from '../../../../components/ui/load-failed';
import { JOB_FAIR_ACCESSIBILITY_LABELS, type JobFairReport } from '@kakayahan/contracts';
import { DataTable } from '../../../../components/ui/data-table';
import { Loading } from '../../../../components/ui/loading';
import { useFairReport } from '../../api/fair-report';
import { Fact } from './participant-facts';

export const LOAD_REPORT_FAILED = 'Failed to load the placement report. Please try again.';

/**
 * The placement report as text: how many registered, attended, were invited, interviewed and hired, and
 * the accommodations requested against those provided, per accommodation in a real table. No charts.
 */
export function PlacementReport({ jobFairId }: { jobFairId: number }) {
  const report = useFairReport(jobFairId);
  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-3">
      <h2 id="report-heading" className="text-2xl font-bold text-slate-900">
        Placement report
      </h2>
      {report.data ? (
        <ReportFigures report={report.data} />
      ) : report.isError ? (
        <LoadFailed message={LOAD_REPORT_FAILED} onRetry={() => void report.refetch()} isRetrying={report.isFetching} />
      ) : (
        <Loading label="Loading the placement report…" />
      )}
    </section>
  );
}

function ReportFigures({ report }: { report: JobFairReport }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term="Registered">{report.registered}</Fact>
        <Fact term="On the waiting list">{report.waitlisted}</Fact>
        <Fact term="Cancelled">{report.cancelled}</Fact>
        <Fact term="Invited to an interview">{report.invited}</Fact>
        <Fact term="Attended (checked in)">{report.attended}</Fact>
        <Fact term="Interviewed">{report.interviewed}</Fact>
        <Fact term="Hired on the spot">{report.hired}</Fact>
        <Fact term="Accommodations requested">{report.accommodations_requested}</Fact>
        <Fact term="Accommodations provided">{report.accommodations_provided}</Fact>
      </dl>
      <h3 className="text-xl font-bold text-slate-900">Accommodations requested and provided</h3>
      {report.by_accommodation.length === 0 ? (
        <p>No one has asked for an accommodation yet.</p>
      ) : (
        <DataTable
          label="Accommodations table"
          caption="Accommodations requested and provided, per accommodation"
          minWidthClass="min-w-[18rem]"
          rows={report.by_accommodation}
          rowKey={(row) => row.accommodation}
          columns={[
            { header: 'Accommodation', cell: (row) => JOB_FAIR_ACCESSIBILITY_LABELS[row.accommodation] },
            { header: 'Requested', cell: (row) => row.requested },
            { header: 'Provided', cell: (row) => row.provided },
          ]}
        />
      )}
    </>
  );
}
