import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useServerErrors } from '../../../lib/use-server-errors';
import { JobFormFields } from './job-form-fields';
import { JOB_FORM_FIELDS, type JobFormValues } from './job-form-values';
import { SuccessMessage } from './success-message';

/** Where the employer goes after a job is posted or saved (document 2 §2, §4). */
export const AFTER_SAVE_PATH = '/employer-components';

export interface JobFormProps<TOutput> {
  /** The form's accessible name ("Post a job", "Edit job"). */
  label: string;
  /** The contract schema of the request, through zodResolver. */
  resolver: Resolver<JobFormValues, unknown, TOutput>;
  defaultValues: JobFormValues;
  submitLabel: string;
  pendingLabel: string;
  successMessage: string;
  failureMessage: string;
  /** How long the success message stays before the employer is taken on. */
  redirectDelayMs: number;
  /** Sends the checked request; rejects with an ApiError on failure. */
  save: (values: TOutput) => Promise<unknown>;
}

/**
 * The job form of Post job and Edit job: the fields, the submit, the spec's success and failure
 * messages, and the move to the employer's home a moment after success. The server's per-field
 * messages go on their fields, and focus goes to the first of them; the failure message stays the
 * spec's, with the server's explanation under it when it names no field.
 */
export function JobForm<TOutput>({
  label,
  resolver,
  defaultValues,
  submitLabel,
  pendingLabel,
  successMessage,
  failureMessage,
  redirectDelayMs,
  save,
}: JobFormProps<TOutput>) {
  const navigate = useNavigate();
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
  const [isSaved, setIsSaved] = useState(false);

  useEffect(() => {
    if (!isSaved) return undefined;
    const timer = setTimeout(() => void navigate(AFTER_SAVE_PATH), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [isSaved, navigate, redirectDelayMs]);

  async function handleValid(values: TOutput) {
    errors.clear();
    try {
      await save(values);
    } catch (error) {
      errors.showServerError(error);
      return;
    }
    setIsSaved(true);
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
      <SuccessMessage>{isSaved ? successMessage : null}</SuccessMessage>
      {/* Focus goes to the first refused field (or stays on the button), so the box is announced where it is. */}
      <ErrorSummary summary={errors.summary} takesFocus={false} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Pending, not disabled, once saved: a disabled button would drop the focus until the page changes. */}
        <Button type="submit" isPending={formState.isSubmitting || isSaved}>
          {formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
        <LinkButton to="/employer/dashboard" variant="secondary">
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}
