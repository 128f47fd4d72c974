import { JOB_REPORT_REASONS, REPORT_REASON_NAMES } from '@kakayahan/contracts';
import { useId, type Ref } from 'react';
import { ErrorText, fieldErrorClasses, LabelText } from '../../../components/ui/field-parts';
import type { JobReportReason } from '../api/create-job-report';

/** What each reason covers, read after its name (a bare "Discriminatory" leaves people guessing). */
export const JOB_REPORT_REASON_HINTS: Record<JobReportReason, string | null> = {
  suspected_scam: 'asks for money, personal documents or payment to apply',
  discriminatory: 'excludes or demeans people with disabilities or others',
  other: null,
};

/**
 * Why a job is reported, as native radio buttons in a fieldset: arrow keys move between them on every
 * phone and screen reader, each has a large target, and its hint is tied to it (aria-describedby).
 */
export function JobReportReasons({
  name,
  value,
  onChange,
  onBlur,
  errorMessage,
  inputRef,
}: {
  name: string;
  /** The chosen reason, or '' before one is chosen. */
  value: string;
  onChange: (value: JobReportReason) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  /** For react-hook-form's focus on a failed submit: the chosen radio, or the first one. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const focusTarget = JOB_REPORT_REASONS.find((reason) => reason === value) ?? JOB_REPORT_REASONS[0];
  return (
    <fieldset
      aria-describedby={errorMessage ? errorId : undefined}
      className="flex min-w-0 flex-col gap-1 rounded-md border-2 border-slate-300 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">
        <LabelText label="Reason" isRequired />
      </legend>
      {JOB_REPORT_REASONS.map((reason) => {
        const hint = JOB_REPORT_REASON_HINTS[reason];
        const radioId = `${id}-${reason}`;
        const hintId = `${radioId}-hint`;
        return (
          <div key={reason} className="flex min-h-11 items-start gap-3 py-1">
            <input
              ref={reason === focusTarget ? inputRef : undefined}
              id={radioId}
              type="radio"
              name={name}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              onBlur={onBlur}
              aria-describedby={hint ? hintId : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <div className="min-w-0 text-base text-slate-900">
              <label htmlFor={radioId} className="cursor-pointer font-semibold">
                {REPORT_REASON_NAMES[reason]}
              </label>
              {hint ? (
                <span id={hintId} className="text-slate-800">
                  {' '}
                  <span aria-hidden="true">— </span>
                  {hint}
                </span>
              ) : null}
            </div>
          </div>
        );
      })}
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </fieldset>
  );
}
