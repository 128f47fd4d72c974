import type { Ref } from 'react';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses, LabelText } from './field-parts';
import { inputClasses } from './text-field';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** Visible height in lines (the field still grows with zoom). */
  rows?: number;
  maxLength?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line text field, wired like TextField (description and error tied to it, error in words). */
export function TextAreaField({
  label,
  description,
  errorMessage,
  inputRef,
  rows = 5,
  className = '',
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField
      {...props}
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
      <TextArea ref={inputRef} rows={rows} className={`${inputClasses} resize-y`} />
      <FieldError className={fieldErrorClasses}>
        <ErrorText message={errorMessage} />
      </FieldError>
    </AriaTextField>
  );
}
