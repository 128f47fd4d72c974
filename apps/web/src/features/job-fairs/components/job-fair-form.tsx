import { JOB_FAIR_MESSAGES, type JobFairInput } from '@kakayahan/contracts';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useServerErrors } from '../../../lib/use-server-errors';
import type { JobChoice } from './job-choice-list';
import {
  invalidFormTitle,
  JOB_FAIR_FIELD_LABELS,
  JOB_FAIR_FORM_FIELDS,
  jobFairRequestOf,
  jobFairResolver,
  type JobFairFormValues,
} from './job-fair-form-values';
import { JobFairFormFields } from './job-fair-form-fields';
import { JOB_FAIR_TEXT } from './job-fair-words';

export interface JobFairFormProps {
  defaultValues: JobFairFormValues;
  /** The employer's job posts the fair can offer. */
  choices: readonly JobChoice[];
  minDate?: string | undefined;
  submitLabel: string;
  /** The spec's failure message of this form (create or update). */
  failureMessage: string;
  isSaving: boolean;
  /** Sends the checked request; rejects with an ApiError on failure. */
  save: (fair: JobFairInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The job fair form of Create and Edit, checked with the contract's schema. A refused submit lists
 * every problem in one box that takes the focus (titled with the spec's words); the server's field
 * messages go on their fields. Without job posts the submit stays focusable but unavailable, and says
 * why through the warning it points to.
 */
export function JobFairForm({
  defaultValues,
  choices,
  minDate,
  submitLabel,
  failureMessage,
  isSaving,
  save,
  onCancel,
}: JobFairFormProps) {
  const warningId = useId();
  const { control, handleSubmit, setError, getValues } = useForm<JobFairFormValues, unknown, JobFairInput>({
    resolver: jobFairResolver,
    defaultValues,
    shouldFocusError: false,
  });
  const errors = useServerErrors(
    { setError },
    {
      fields: JOB_FAIR_FORM_FIELDS,
      labels: JOB_FAIR_FIELD_LABELS,
      messages: { failed: failureMessage, title: failureMessage, detail: 'refusal' },
    },
  );
  const hasNoJobs = choices.length === 0;

  async function handleValid(values: JobFairInput) {
    errors.clear();
    try {
      await save(jobFairRequestOf(values));
    } catch (error) {
      errors.showServerError(error);
    }
  }

  function handleInvalid(formErrors: FieldErrors<JobFairFormValues>) {
    errors.showInvalid(formErrors, invalidFormTitle(getValues(), JOB_FAIR_TEXT.fixProblems));
  }

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        if (hasNoJobs) {
          event.preventDefault();
          return;
        }
        void handleSubmit(handleValid, handleInvalid)(event);
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-slate-700">
        Fields marked (required) must be filled in. Dates and times are Philippine time (Asia/Manila).
      </p>
      <ErrorSummary summary={errors.summary} />
      <JobFairFormFields control={control} choices={choices} minDate={minDate} />
      {hasNoJobs ? (
        <div className="flex flex-col items-start gap-2">
          <div id={warningId} className="w-full">
            <Alert tone="warning">{JOB_FAIR_MESSAGES.noJobsWarning}</Alert>
          </div>
          <LinkButton to="/employer/post-job" variant="secondary">
            Post a job
          </LinkButton>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
        <Button
          type="submit"
          isPending={isSaving}
          aria-disabled={hasNoJobs || undefined}
          aria-describedby={hasNoJobs ? warningId : undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
