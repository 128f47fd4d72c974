import { REPORT_REASON_NAMES, type AdminReport } from '@kakayahan/contracts';
import { Button } from '../../../components/ui/button';
import { Detail, DetailsList } from '../../admin-users';
import { ReportDate } from './report-date';
import { CONTENT_TYPE_LABELS, contentPreview, reportedContent, reportedJob } from './report-search';

/** Report Details: reason, description, who reported it and when, and when it was resolved or dismissed. */
function ReportDetailsSection({ report }: { report: AdminReport }) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="text-lg font-semibold text-slate-900">Report Details</h3>
      <DetailsList>
        <Detail term="Reason">{REPORT_REASON_NAMES[report.reason]}</Detail>
        <Detail term="Description" className="whitespace-pre-wrap break-words">
          {report.report_desc.trim() ? report.report_desc : 'No description given'}
        </Detail>
        <Detail term="Reported by" className="break-words">
          {report.reported_by_username}
        </Detail>
        <Detail term="Reported on">
          <ReportDate value={report.created_at} />
        </Detail>
        {report.resolved_at ? (
          <Detail term="Resolved on">
            <ReportDate value={report.resolved_at} />
          </Detail>
        ) : null}
        {report.dismissed_at ? (
          <Detail term="Dismissed on">
            <ReportDate value={report.dismissed_at} />
          </Detail>
        ) : null}
      </DetailsList>
    </section>
  );
}

/**
 * Why View Full Content is not offered, in words (a disabled button would not say why), or null when
 * it is offered.
 */
export function fullContentUnavailable(report: AdminReport): string | null {
  if (report.content_deleted) return 'The full content cannot be viewed because it has been deleted.';
  if (!reportedContent(report).text?.trim()) return 'There is no content to view.';
  return null;
}

/** Who wrote a post or comment; which job at which company a job report is about. */
function ContentOrigin({ report }: { report: AdminReport }) {
  if (report.content_type !== 'job') {
    const author = reportedContent(report).author?.trim();
    return (
      <Detail term="Author" className="break-words">
        {report.content_deleted ? 'Not available' : author || 'Unknown'}
      </Detail>
    );
  }
  const job = reportedJob(report);
  return (
    <>
      <Detail term="Job title" className="break-words">
        {report.content_deleted ? 'Not available' : job.title}
      </Detail>
      <Detail term="Company" className="break-words">
        {report.content_deleted ? 'Not available' : job.company}
      </Detail>
    </>
  );
}

/** Reported Content: its type, author (or job and company) and preview, and View Full Content while it exists. */
function ReportedContentSection({ report, onViewContent }: { report: AdminReport; onViewContent: () => void }) {
  const unavailable = fullContentUnavailable(report);
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="text-lg font-semibold text-slate-900">Reported Content</h3>
      <DetailsList>
        <Detail term="Type">{CONTENT_TYPE_LABELS[report.content_type]}</Detail>
        <ContentOrigin report={report} />
        <Detail term="Preview" className="whitespace-pre-wrap break-words">
          {contentPreview(report)}
        </Detail>
      </DetailsList>
      {unavailable ? (
        <p className="text-slate-800">{unavailable}</p>
      ) : (
        <Button variant="secondary" className="self-start" onPress={onViewContent}>
          View Full Content <span className="sr-only">of Report #{report.id}</span>
        </Button>
      )}
    </section>
  );
}

/** The expanded part of a report: its details beside the reported content (stacked on a phone). */
export function ReportDetailsPanel({ report, onViewContent }: { report: AdminReport; onViewContent: () => void }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <ReportDetailsSection report={report} />
      <ReportedContentSection report={report} onViewContent={onViewContent} />
    </div>
  );
}
