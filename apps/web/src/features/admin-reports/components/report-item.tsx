import type { AdminReport } from '@kakayahan/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReportReasonBadge, ReportStatusBadge } from './report-badges';
import { ReportDate } from './report-date';
import { ReportDetailsPanel } from './report-details';
import { CONTENT_TYPE_LABELS, reportedContent } from './report-search';

export type ReportAction = 'view' | 'resolve' | 'dismiss' | 'delete';

/** "Report #12 - Post Report", "Report #12 - Comment Report" or "Report #12 - Job Report". */
export function reportTitle(report: AdminReport): string {
  return `Report #${report.id} - ${CONTENT_TYPE_LABELS[report.content_type]} Report`;
}

/** Whether Delete Content is offered: the content still exists and the report says which it is. */
export function canDeleteContent(report: AdminReport): boolean {
  return !report.content_deleted && reportedContent(report).id !== null;
}

/**
 * One report: its title, status and reason in words, who reported it, Details (a real button with
 * aria-expanded that shows or hides the panel it controls) and the actions. Resolve and Dismiss are
 * offered only while the report is pending; every action's accessible name says which report it is for.
 */
export function ReportItem({
  report,
  pendingAction,
  onAction,
}: {
  report: AdminReport;
  /** The action running on this report, if any; the others wait for it. */
  pendingAction: ReportAction | null;
  onAction: (kind: ReportAction, report: AdminReport) => void;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const toggleId = `${id}-toggle`;
  const panelId = `${id}-panel`;
  const isBusy = pendingAction !== null;
  // The report's number completes each button's accessible name ("Resolve Report #12").
  const number = (
    <>
      {' '}
      <span className="sr-only">#{report.id}</span>
    </>
  );

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex min-w-0 flex-col gap-3 rounded-md border-2 border-slate-300 bg-white p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 break-words text-xl font-bold text-slate-900">
            {reportTitle(report)}
          </h2>
          <div className="flex flex-wrap gap-2">
            <ReportStatusBadge status={report.status} />
            <ReportReasonBadge reason={report.reason} />
          </div>
        </div>
        <p className="break-words text-slate-800">
          Reported by <strong>{report.reported_by_username}</strong> on <ReportDate value={report.created_at} />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            id={toggleId}
            variant="secondary"
            aria-expanded={isExpanded}
            aria-controls={panelId}
            onPress={() => setIsExpanded((open) => !open)}
          >
            <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
            Details <span className="sr-only">of Report #{report.id}</span>
          </Button>
          {report.status === 'pending' ? (
            <>
              <Button
                onPress={() => onAction('resolve', report)}
                isPending={pendingAction === 'resolve'}
                isDisabled={isBusy && pendingAction !== 'resolve'}
              >
                Resolve Report{number}
              </Button>
              <Button
                variant="secondary"
                onPress={() => onAction('dismiss', report)}
                isPending={pendingAction === 'dismiss'}
                isDisabled={isBusy && pendingAction !== 'dismiss'}
              >
                Dismiss Report{number}
              </Button>
            </>
          ) : null}
          {canDeleteContent(report) ? (
            <Button variant="danger-outline" onPress={() => onAction('delete', report)} isDisabled={isBusy}>
              Delete Content <span className="sr-only">of Report #{report.id}</span>
            </Button>
          ) : null}
        </div>
        <div id={panelId} role="region" aria-labelledby={toggleId} hidden={!isExpanded}>
          {isExpanded ? <ReportDetailsPanel report={report} onViewContent={() => onAction('view', report)} /> : null}
        </div>
      </article>
    </li>
  );
}
