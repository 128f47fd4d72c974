import { DISABILITY_CATEGORIES } from '@kakayahan/contracts';
import { useId, type Ref } from 'react';
import { inputClasses } from '../../../components/ui/text-field';

export interface DisabilitySelectProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * The ten PWD ID disability categories in a native select: it is the most dependable picker on cheap
 * phones and with every screen reader. Its error is tied to it and shown in text with an icon.
 */
export function DisabilitySelect({
  name,
  value,
  onChange,
  onBlur,
  errorMessage,
  isRequired,
  selectRef,
}: DisabilitySelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-slate-900">
        Disability Type
        {isRequired ? <span className="font-normal text-slate-700"> (required)</span> : null}
      </label>
      <select
        id={id}
        ref={selectRef}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={isRequired ? true : undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        className={`${inputClasses} aria-[invalid=true]:border-red-700`}
      >
        <option value="">Choose one</option>
        {DISABILITY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠ </span>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
