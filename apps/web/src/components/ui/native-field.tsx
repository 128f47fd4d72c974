import { useId, type ReactNode } from 'react';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses, LabelText } from './field-parts';
import { inputClasses } from './text-field';

/** What a native control needs to be tied to its label, description and error. */
export interface NativeControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * The label, description and error around one native control (a <select>, a date or time input): the
 * phone's own pickers, which every screen reader knows. The error is said in text with an icon, never by
 * colour alone, and "required" is said in the label, as in every other field.
 */
export function NativeField({
  label,
  description,
  errorMessage,
  isRequired,
  className = '',
  children,
}: {
  label: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  isRequired?: boolean | undefined;
  className?: string;
  children: (control: NativeControlProps) => ReactNode;
}) {
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
      {children({
        id,
        'aria-required': isRequired ? true : undefined,
        'aria-invalid': errorMessage ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${inputClasses} aria-[invalid=true]:border-red-700`,
      })}
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClasses}>
          <ErrorText message={errorMessage} />
        </p>
      ) : null}
    </div>
  );
}
