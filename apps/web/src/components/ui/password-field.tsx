import { useState, type Ref } from 'react';
import { Button, FieldError, Group, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { inputClasses } from './text-field';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses, LabelText } from './field-parts';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a Show / Hide toggle that says its state to screen readers (aria-pressed). */
export function PasswordField({ label, description, errorMessage, inputRef, ...props }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClasses}>
        <LabelText label={label} isRequired={props.isRequired} />
      </Label>
      {description ? (
        <Text slot="description" className={fieldDescriptionClasses}>
          {description}
        </Text>
      ) : null}
      <Group className="flex gap-2">
        <Input ref={inputRef} className={inputClasses} />
        <Button
          aria-pressed={isVisible}
          aria-label={isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onPress={() => setIsVisible((v) => !v)}
          className="min-h-11 min-w-16 shrink-0 rounded-md border-2 border-slate-500 bg-white px-3 font-semibold text-slate-800 data-[hovered]:bg-slate-100"
        >
          {isVisible ? 'Hide' : 'Show'}
        </Button>
      </Group>
      <FieldError className={fieldErrorClasses}>
        <ErrorText message={errorMessage} />
      </FieldError>
    </AriaTextField>
  );
}
