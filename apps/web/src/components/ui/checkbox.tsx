import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError } from 'react-aria-components';
import { ErrorText, fieldErrorClasses } from './field-parts';

export interface CheckboxProps {
  children: ReactNode;
  name?: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** Cannot be changed, but stays focusable (unlike isDisabled). */
  isReadOnly?: boolean;
}

/** A native checkbox underneath (react-aria), drawn large, with a tick that does not rely on colour. */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <CheckboxButton className="group flex min-h-11 cursor-pointer items-start gap-3 py-2">
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2 border-slate-600 bg-white text-white group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[invalid]:border-red-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-amber-700"
        >
          <svg
            viewBox="0 0 18 18"
            className="hidden size-4 group-data-[selected]:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span className="text-base">{children}</span>
      </CheckboxButton>
      <FieldError className={fieldErrorClasses}>
        <ErrorText message={errorMessage} />
      </FieldError>
    </CheckboxField>
  );
}
