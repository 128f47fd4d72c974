import type { Ref } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses, LabelText } from './field-parts';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url' | 'search';
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export const inputClasses =
  'min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 data-[invalid]:border-red-700 data-[disabled]:bg-slate-100 read-only:bg-slate-50';

/**
 * A labelled text input. Its description and error are tied to it (aria-describedby), the error is
 * shown in text with an icon, never by colour alone, and "required" is said in the label.
 */
export function TextField({
  label,
  description,
  errorMessage,
  inputRef,
  className = '',
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      type={type}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className={fieldLabelClasses}>
        <LabelText label={label} isRequired={props.isRequired} />
      </Label>
      {description ? (
        <Text slot="description" className={fieldDescriptionClasses}>
          {description}
        </Text>
      ) : null}
      <Input ref={inputRef} className={inputClasses} />
      <FieldError className={fieldErrorClasses}>
        <ErrorText message={errorMessage} />
      </FieldError>
    </AriaTextField>
  );
}
