import { REPORT_REASON_NAMES, type ReportReason, type ReportStatus } from '@kakayahan/contracts';
import { StatusBadge } from '../../admin-users';
import { STATUS_LABELS } from './report-search';

const STATUS_TONES = { pending: 'waiting', resolved: 'positive', dismissed: 'neutral' } as const;

/** A report's status in words (a screen reader also hears "Status:"); the colour only repeats it. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <StatusBadge tone={STATUS_TONES[status]}>
      <span className="sr-only">Status:</span> {STATUS_LABELS[status]}
    </StatusBadge>
  );
}

/** Why the content was reported, labelled as such (a bare "Other" would say little). */
export function ReportReasonBadge({ reason }: { reason: ReportReason }) {
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full border-2 border-slate-700 bg-white px-2 text-sm font-semibold text-slate-900">
      Reason: {REPORT_REASON_NAMES[reason]}
    </span>
  );
}
