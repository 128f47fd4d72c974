import { createReportRequestSchema, FORUM_LIMITS, FORUM_MESSAGES } from '@kakayahan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormTextAreaField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useCreateJobReport } from '../api/create-job-report';
import { JobReportReasons } from './job-report-reasons';

export const JOB_REPORT_FAILED = 'Failed to submit report. Please try again.';

/** The job a report is about, as the dialog names it. */
export interface ReportedJob {
  post_id: number;
  job_title: string;
  /** The company as the screen shows it. */
  company: string;
}

/**
 * The form checked by the contract itself: the fields start as text ('' = nothing chosen yet), then the
 * job is added and the whole body goes through createReportRequestSchema, so the dialog refuses exactly
 * what the server would (no reason, a forum reason with a job, empty details) with the same words, each
 * under its field.
 */
function jobReportFormSchema(jobId: number) {
  return z.object({ reason: z.string(), report_desc: z.string() }).transform((values, ctx) => {
    const parsed = createReportRequestSchema.safeParse({ ...values, job: jobId });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
type JobReportFormInput = z.input<ReturnType<typeof jobReportFormSchema>>;
type JobReportFormOutput = z.output<ReturnType<typeof jobReportFormSchema>>;

/**
 * The server's own words for a refused report (a duplicate: "You have already reported this."), which
 * say more than a generic failure; otherwise the generic failure.
 */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.isServerMessage && error.status >= 400 && error.status < 500
    ? error.message
    : JOB_REPORT_FAILED;
}

/**
 * Report this job: why (suspected scam, discriminatory, other, each with what it covers) and the details,
 * both required. A refusal stays in the dialog; success closes it and the caller announces it.
 */
export function ReportJobDialog({
  job,
  onClose,
  onReported,
}: {
  job: ReportedJob;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const report = useCreateJobReport();
  const { control, handleSubmit } = useForm<JobReportFormInput, unknown, JobReportFormOutput>({
    resolver: zodResolver(jobReportFormSchema(job.post_id)),
    defaultValues: { reason: '', report_desc: '' },
  });

  function handleValid({ reason, report_desc }: JobReportFormOutput) {
    report.mutate(
      { reason, report_desc, job: job.post_id },
      { onSuccess: () => onReported(FORUM_MESSAGES.jobReportSubmitted) },
    );
  }

  return (
    <ActionDialog title="Report this job" isBusy={report.isPending} onClose={onClose}>
      <form
        noValidate
        aria-label="Report this job"
        onSubmit={(event) => void handleSubmit(handleValid)(event)}
        className="flex flex-col gap-4"
      >
        <p className="break-words">
          You are reporting the job <strong>{job.job_title}</strong> at {job.company}. An administrator will review it.
        </p>
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <JobReportReasons
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormTextAreaField
          control={control}
          name="report_desc"
          label="Details"
          description={`What is wrong with this job post? Up to ${FORUM_LIMITS.reportDescMax.toLocaleString('en-US')} characters.`}
          maxLength={FORUM_LIMITS.reportDescMax}
          rows={4}
          isRequired
        />
        {report.isError ? <Alert tone="error">{failureText(report.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={report.isPending}>
            Submit
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
