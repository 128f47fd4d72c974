import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from './checkbox';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';
import { TextField, type TextFieldProps } from './text-field';

/** The props react-hook-form fills in; everything else is the field's own. */
type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

/**
 * Which form and which of its fields to bind. `name` only accepts fields whose value has type `V`,
 * so a text field cannot be bound to a boolean and a checkbox cannot be bound to a string.
 */
interface FieldBinding<T extends FieldValues, TTransformed, V> {
  control: Control<T, unknown, TTransformed>;
  name: FieldPathByValue<T, V>;
}

export type FormTextFieldProps<T extends FieldValues, TTransformed = T> = Omit<TextFieldProps, BoundProps> &
  FieldBinding<T, TTransformed, string>;

export type FormPasswordFieldProps<T extends FieldValues, TTransformed = T> = Omit<PasswordFieldProps, BoundProps> &
  FieldBinding<T, TTransformed, string>;

export type FormEmailFieldProps<T extends FieldValues, TTransformed = T> = Omit<
  FormTextFieldProps<T, TTransformed>,
  'type' | 'inputMode' | 'autoComplete' | 'label'
> & { label?: string };

export type FormSelectFieldProps<T extends FieldValues, TTransformed = T> = Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'selectRef' | 'errorMessage'
> &
  FieldBinding<T, TTransformed, string>;

export type FormCheckboxProps<T extends FieldValues, TTransformed = T> = Omit<
  CheckboxProps,
  'name' | 'isSelected' | 'onChange' | 'errorMessage'
> &
  FieldBinding<T, TTransformed, boolean>;

/**
 * The props a text or password input takes from its Controller. The value is a string by the
 * binding's `name` type; the check only turns react-hook-form's path-typed value into one.
 */
function boundTextProps<T extends FieldValues, N extends FieldPath<T>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}) {
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    errorMessage: fieldState.error?.message,
  };
}

/**
 * A TextField bound to a react-hook-form field. The wiring every form needs (value, change, blur,
 * the ref react-hook-form focuses on a failed submit, and the field's error) lives in one place, so
 * errors are shown and tied to their input the same way on every form.
 */
export function FormTextField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: FormTextFieldProps<T, TTransformed>) {
  return (
    <Controller control={control} name={name} render={(state) => <TextField {...props} {...boundTextProps(state)} />} />
  );
}

/**
 * A PasswordField bound to a react-hook-form field, with the same wiring as FormTextField so its
 * error and focus-on-error behave like every other field's.
 */
export function FormPasswordField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(state) => <PasswordField {...props} {...boundTextProps(state)} />}
    />
  );
}

/**
 * A Checkbox bound to a boolean react-hook-form field, so a required agreement shows its error the
 * same way on every form. (Checkbox takes no ref, so react-hook-form cannot move focus to it; forms
 * with a checkbox point to it from their error summary instead.)
 */
export function FormCheckbox<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: FormCheckboxProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          {...props}
          name={field.name}
          isSelected={field.value === true}
          onChange={field.onChange}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * An e-mail address field: the right keyboard on phones, autofill, and the same label everywhere.
 * Every form that asks for an e-mail uses this, so the choices are made once.
 */
export function FormEmailField<T extends FieldValues, TTransformed = T>({
  label = 'Email',
  ...props
}: FormEmailFieldProps<T, TTransformed>) {
  return <FormTextField {...props} label={label} type="email" inputMode="email" autoComplete="email" />;
}

/** A native SelectField bound to a string react-hook-form field, wired like every other bound field. */
export function FormSelectField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: FormSelectFieldProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          selectRef={field.ref}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export type FormTextAreaFieldProps<T extends FieldValues, TTransformed = T> = Omit<TextAreaFieldProps, BoundProps> &
  FieldBinding<T, TTransformed, string>;

/** A TextAreaField bound to a string react-hook-form field, wired like FormTextField. */
export function FormTextAreaField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: FormTextAreaFieldProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextAreaField
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
