import type { AdminReport } from '@kakayahan/contracts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Detail, DetailsList } from '../../admin-users';
import { ReportDate } from './report-date';
import { CONTENT_TYPE_LABELS, reportedContent, reportedJob } from './report-search';

/** The job's title and company, or the post's or comment's author. */
function Origin({ report }: { report: AdminReport }) {
  if (report.content_type === 'job') {
    const job = reportedJob(report);
    return (
      <>
        <Detail term="Job title" className="break-words">
          {job.title}
        </Detail>
        <Detail term="Company" className="break-words">
          {job.company}
        </Detail>
      </>
    );
  }
  const author = reportedContent(report).author?.trim();
  return (
    <Detail term="Author" className="break-words">
      {author || 'Unknown'}
    </Detail>
  );
}

/**
 * View Full Content: the whole reported post, comment or job description with its author (a job: its
 * title and company) and date. The text is rendered as text (line breaks kept), never as HTML.
 */
export function FullContentDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const content = reportedContent(report);
  const type = CONTENT_TYPE_LABELS[report.content_type];
  const heading = report.content_type === 'job' ? 'Description' : 'Content';
  return (
    <ActionDialog title={`Reported ${type} (Report #${report.id})`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <DetailsList>
          <Origin report={report} />
          <Detail term="Posted on">
            {report.content_created_at ? <ReportDate value={report.content_created_at} /> : 'Not recorded'}
          </Detail>
        </DetailsList>
        <section aria-label={`${type} ${heading.toLowerCase()}`}>
          <h3 className="font-semibold text-slate-900">{heading}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-md border-2 border-slate-300 bg-slate-50 p-3 text-slate-900">
            {content.text}
          </p>
        </section>
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
    </ActionDialog>
  );
}
