import { createReportRequestSchema, FORUM_LIMITS, FORUM_REPORT_REASONS } from '@kakayahan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionDialog, ActionError } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { FormSelectField, FormTextAreaField } from '../../../components/ui/form-fields';
import { useCreateReport, type ReportTarget } from '../api/create-report';
import { FORUM_TEXT, REPORT_REASON_LABELS } from './forum-words';

/** The report form: the contract's reason and details rules, the reason starting unchosen (''). */
const reportFormSchema = z.object({
  reason: z.string().pipe(createReportRequestSchema.shape.reason),
  report_desc: createReportRequestSchema.shape.report_desc,
});
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormOutput = z.output<typeof reportFormSchema>;

// The forum's own reasons: the job reasons (suspected scam, discriminatory) belong to job reports.
const REASON_OPTIONS = FORUM_REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

/**
 * Report a post or comment: a reason and the details, both required (document 2 §5). A failure stays in
 * the dialog with the server's explanation when it gave one (e.g. already reported).
 */
export function ReportDialog({
  target,
  subject,
  onClose,
  onReported,
}: {
  target: ReportTarget;
  /** What is reported, in words: "the post “…”", "the comment by Ana". */
  subject: string;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const report = useCreateReport();
  const { control, handleSubmit } = useForm<ReportFormInput, unknown, ReportFormOutput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: '', report_desc: '' },
  });

  function handleValid(values: ReportFormOutput) {
    report.mutate({ ...values, target }, { onSuccess: () => onReported(FORUM_TEXT.reportSubmitted) });
  }

  return (
    <ActionDialog
      title={target.kind === 'post' ? 'Report Post' : 'Report Comment'}
      isBusy={report.isPending}
      onClose={onClose}
    >
      <form
        noValidate
        aria-label="Report"
        onSubmit={(event) => void handleSubmit(handleValid)(event)}
        className="flex flex-col gap-4"
      >
        <p className="break-words">You are reporting {subject}. An administrator will review it.</p>
        <FormSelectField
          control={control}
          name="reason"
          label="Reason"
          placeholder="Select a reason"
          options={REASON_OPTIONS}
          isRequired
        />
        <FormTextAreaField
          control={control}
          name="report_desc"
          label="Details"
          description={`What is wrong? Up to ${FORUM_LIMITS.reportDescMax.toLocaleString('en-US')} characters.`}
          maxLength={FORUM_LIMITS.reportDescMax}
          rows={4}
          isRequired
        />
        {report.isError ? <ActionError message={FORUM_TEXT.reportFailed} error={report.error} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={report.isPending}>
            Submit Report
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
