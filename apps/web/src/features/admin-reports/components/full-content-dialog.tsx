import type { AdminReport } from '@kakayahan/contracts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { Detail, DetailsList } from '../../admin-users';
import { ReportDate } from './report-date';
import { CONTENT_TYPE_LABELS, reportedContent } from './report-search';

/**
 * View Full Content: the whole reported post or comment with its author and date. The text is rendered
 * as text (line breaks kept), never as HTML.
 */
export function FullContentDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const content = reportedContent(report);
  const type = CONTENT_TYPE_LABELS[report.content_type];
  return (
    <ActionDialog title={`Reported ${type} (Report #${report.id})`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <DetailsList>
          <Detail term="Author" className="break-words">
            {content.author?.trim() ? content.author : 'Unknown'}
          </Detail>
          <Detail term="Posted on">
            {report.content_created_at ? <ReportDate value={report.content_created_at} /> : 'Not recorded'}
          </Detail>
        </DetailsList>
        <section aria-label={`${type} content`}>
          <h3 className="font-semibold text-slate-900">Content</h3>
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
