import type { Ref } from 'react';
import { NativeField } from './native-field';

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
  return (
    <NativeField
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      className={className}
    >
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
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
      )}
    </NativeField>
  );
}
