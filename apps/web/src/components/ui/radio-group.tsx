import type { ReactNode } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { ErrorText, fieldDescriptionClasses, fieldErrorClasses, fieldLabelClasses, LabelText } from './field-parts';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  /** What the group asks; read out with each option. */
  label: string;
  /** Given to the native radios, so the group is also named in a plain form post. */
  name?: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly RadioOption<T>[];
  description?: ReactNode;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * Native radios underneath (react-aria: arrow keys move between the options, one tab stop), drawn large
 * like Checkbox, with a dot that does not rely on colour. The label names the group; the description and
 * the error are tied to it.
 */
export function RadioGroup<T extends string>({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  isRequired,
  ...props
}: RadioGroupProps<T>) {
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      // react-aria gives the chosen value as a string; it is always one of the options' values.
      onChange={(next) => onChange(next as T)}
      isRequired={isRequired ?? false}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex min-w-0 flex-col gap-1"
    >
      <Label className={fieldLabelClasses}>
        <LabelText label={label} isRequired={isRequired} />
      </Label>
      {description ? (
        <Text slot="description" className={fieldDescriptionClasses}>
          {description}
        </Text>
      ) : null}
      {options.map((option) => (
        <RadioField key={option.value} value={option.value}>
          <RadioButton className="group flex min-h-11 cursor-pointer items-start gap-3 py-2">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-slate-600 bg-white group-data-[selected]:border-brand-700 group-data-[invalid]:border-red-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-amber-700"
            >
              <span className="hidden size-3 rounded-full bg-brand-700 group-data-[selected]:block" />
            </span>
            <span className="min-w-0 text-base break-words text-slate-900">{option.label}</span>
          </RadioButton>
        </RadioField>
      ))}
      <FieldError className={fieldErrorClasses}>
        <ErrorText message={errorMessage} />
      </FieldError>
    </AriaRadioGroup>
  );
}
