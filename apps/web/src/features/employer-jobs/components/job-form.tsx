import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { JobFormFields } from './job-form-fields';
import { jobFormFieldOf, type JobFormValues } from './job-form-values';
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
 * messages go on their fields, and focus goes to the first of them.
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
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'failed'; detail: string | null } | null>(null);
  const isSaved = outcome?.kind === 'saved';

  useEffect(() => {
    if (!isSaved) return undefined;
    const timer = setTimeout(() => void navigate(AFTER_SAVE_PATH), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [isSaved, navigate, redirectDelayMs]);

  async function handleValid(values: TOutput) {
    setOutcome(null);
    try {
      await save(values);
    } catch (error) {
      setOutcome({ kind: 'failed', detail: showServerFieldErrors(error) });
      return;
    }
    setOutcome({ kind: 'saved' });
  }

  /** Puts the server's field messages on their fields; returns its message when it named no field. */
  function showServerFieldErrors(error: unknown): string | null {
    if (!(error instanceof ApiError)) return null;
    let isFirst = true;
    for (const [name, message] of Object.entries(error.fields)) {
      const field = jobFormFieldOf(name);
      if (!field) continue;
      setError(field, { type: 'server', message }, { shouldFocus: isFirst });
      isFirst = false;
    }
    const isExplained = error.isServerMessage && error.status >= 400 && error.status < 500;
    return isFirst && isExplained ? error.message : null;
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
      {outcome?.kind === 'failed' ? (
        <Alert tone="error" title={failureMessage}>
          {outcome.detail}
        </Alert>
      ) : null}
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
