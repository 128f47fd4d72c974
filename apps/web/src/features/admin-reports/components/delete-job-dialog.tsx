import type { AdminReport } from '@kakayahan/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/action-dialog';
import { ReasonField } from '../../admin-users';
import { useDeleteReportedJob } from '../api/delete-reported-job';
import { contentDeletedMessage, deleteContentError } from './delete-content-dialog';
import { reportedJob } from './report-search';

/**
 * The confirmation before a reported job post is deleted for good: it names the job, says what goes with
 * it and who is told, and takes an optional reason for the employer (a scam report's finding, say). A
 * failure stays inside the dialog with the server's explanation when it gave one.
 */
export function DeleteJobDialog({
  report,
  jobId,
  onClose,
  onDeleted,
}: {
  report: AdminReport;
  jobId: number;
  onClose: () => void;
  /** Called with the success message once the job is deleted and the reports are fresh. */
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteReportedJob();
  const [reason, setReason] = useState('');
  const job = reportedJob(report);
  return (
    <ConfirmDialog
      title="Delete Job Post?"
      confirmLabel="Yes, delete it!"
      isDestructive
      isBusy={remove.isPending}
      failure={remove.isError ? { message: deleteContentError(report), error: remove.error } : null}
      onConfirm={() => remove.mutate({ jobId, reason }, { onSuccess: () => onDeleted(contentDeletedMessage(report)) })}
      onClose={onClose}
    >
      <p>
        This will permanently delete this job post and the applications to it. The employer and the applicants will be
        told. This action cannot be undone.
      </p>
      <p className="break-words text-slate-800">
        <strong>{job.title}</strong> at {job.company}, reported in Report #{report.id}. Every pending report about this
        job post will be marked resolved.
      </p>
      <ReasonField
        value={reason}
        onChange={setReason}
        description="Told to the employer, so they know why their job post was deleted."
      />
    </ConfirmDialog>
  );
}
