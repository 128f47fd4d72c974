import { useId, type Ref } from 'react';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses, LabelText } from './field-parts';
import { inputClasses } from './text-field';

/** A choice: a plain string (value and label alike) or a value with its own label. */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. "Choose one". */
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A labelled native <select>: the most dependable picker on cheap phones and with every screen reader.
 * Its description and error are tied to it (aria-describedby) and shown like every other field's.
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  description,
  errorMessage,
  isRequired,
  selectRef,
  className = '',
}: SelectFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={fieldLabelClasses}>
        <LabelText label={label} isRequired={isRequired} />
      </label>
      {description ? (
        <p id={descriptionId} className={fieldDescriptionClasses}>
          {description}
        </p>
      ) : null}
      <select
        id={id}
        ref={selectRef}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={isRequired ? true : undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClasses} aria-[invalid=true]:border-red-700`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </div>
  );
}
