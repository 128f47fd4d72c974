import { useId, type Ref } from 'react';
import {
  ErrorText,
  fieldDescriptionClasses,
  fieldErrorClasses,
  fieldLabelClasses,
  LabelText,
} from '../../../components/ui/field-parts';
import { inputClasses } from '../../../components/ui/text-field';

/**
 * A labelled native date or time input: the phone's own picker, which every screen reader knows, and
 * still typeable. Its description and error are tied to it like every other field's.
 */
export function DateTimeField({
  type,
  label,
  name,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  min,
  inputRef,
}: {
  type: 'date' | 'time';
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** The earliest value offered (a date: YYYY-MM-DD). */
  min?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClasses}>
        <LabelText label={label} isRequired={isRequired} />
      </label>
      {description ? (
        <p id={descriptionId} className={fieldDescriptionClasses}>
          {description}
        </p>
      ) : null}
      <input
        id={id}
        ref={inputRef}
        type={type}
        name={name}
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={isRequired ? true : undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClasses} aria-[invalid=true]:border-red-700`}
      />
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </div>
  );
}
