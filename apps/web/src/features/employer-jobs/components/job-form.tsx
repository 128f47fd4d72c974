import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, LinkButton } from '../../../components/ui/button';
import { DoneMessage, type NextStep } from '../../../components/ui/done-message';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useServerErrors } from '../../../lib/use-server-errors';
import { JobFormFields } from './job-form-fields';
import { JOB_FORM_FIELDS, type JobFormValues } from './job-form-values';

/** What the page says once a job is saved, and the links it offers next. */
export interface JobSavedNotice {
  message: string;
  next: NextStep[];
}

export interface JobFormProps<TOutput> {
  /** The form's accessible name ("Post a job", "Edit job"). */
  label: string;
  /** The contract schema of the request, through zodResolver. */
  resolver: Resolver<JobFormValues, unknown, TOutput>;
  defaultValues: JobFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** The success message and next steps, for the saved job's id (the server's post_id). */
  savedNotice: (jobId: number) => JobSavedNotice;
  failureMessage: string;
  /** Sends the checked request; rejects with an ApiError on failure. */
  save: (values: TOutput) => Promise<{ post_id: number }>;
}

/**
 * The job form of Post job and Edit job: the fields, the submit and the spec's failure message. The
 * server's per-field messages go on their fields, and focus goes to the first of them; the failure
 * message stays the spec's, with the server's explanation under it when it names no field. Once saved,
 * the form gives way to the success message with links to the job and the next steps: nothing moves
 * on by itself (decision 020; the spec's two-second move to the employer's home is not kept).
 */
export function JobForm<TOutput>({
  label,
  resolver,
  defaultValues,
  submitLabel,
  pendingLabel,
  savedNotice,
  failureMessage,
  save,
}: JobFormProps<TOutput>) {
  const { control, handleSubmit, setError, formState } = useForm<JobFormValues, unknown, TOutput>({
    resolver,
    defaultValues,
  });
  const errors = useServerErrors(
    { setError },
    {
      fields: JOB_FORM_FIELDS,
      messages: { failed: failureMessage, title: failureMessage, detail: 'refusal' },
      focusFirstField: true,
    },
  );
  const [savedJobId, setSavedJobId] = useState<number | null>(null);

  async function handleValid(values: TOutput) {
    errors.clear();
    let answer: { post_id: number };
    try {
      answer = await save(values);
    } catch (error) {
      errors.showServerError(error);
      return;
    }
    setSavedJobId(answer.post_id);
  }

  if (savedJobId !== null) {
    const notice = savedNotice(savedJobId);
    return <DoneMessage message={notice.message} next={notice.next} />;
  }

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-6"
    >
      <p className="text-slate-700">Fields marked (required) must be filled in.</p>
      <JobFormFields control={control} />
      {/* Focus goes to the first refused field (or stays on the button), so the box is announced where it is. */}
      <ErrorSummary summary={errors.summary} takesFocus={false} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" isPending={formState.isSubmitting}>
          {formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
        <LinkButton to="/employer/dashboard" variant="secondary">
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}
