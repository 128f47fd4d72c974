import { JOB_FAIR_FORMAT_LABELS, JOB_FAIR_FORMATS, type JobFairFormat } from '@kakayahan/contracts';
import { useId, type Ref } from 'react';
import { ErrorText, fieldErrorClasses, LabelText } from '../../../components/ui/field-parts';

/**
 * How people attend (on site, online, hybrid) as native radio buttons in a fieldset: arrow keys move
 * between them on every phone and screen reader, and each has a large target.
 */
export function FormatRadioGroup({
  name,
  value,
  onChange,
  errorMessage,
  inputRef,
}: {
  name: string;
  value: JobFairFormat;
  onChange: (value: JobFairFormat) => void;
  errorMessage?: string | undefined;
  /** The checked radio, for react-hook-form's focus. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={errorMessage ? errorId : undefined}
      className="flex min-w-0 flex-col gap-1 rounded-md border-2 border-slate-300 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">
        <LabelText label="Format" isRequired />
      </legend>
      {JOB_FAIR_FORMATS.map((format) => (
        <label key={format} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900">
          <input
            ref={value === format ? inputRef : undefined}
            type="radio"
            name={name}
            value={format}
            checked={value === format}
            onChange={() => onChange(format)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {JOB_FAIR_FORMAT_LABELS[format]}
        </label>
      ))}
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </fieldset>
  );
}
