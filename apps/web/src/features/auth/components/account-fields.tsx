import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import type { AccountFieldValues } from './signup-schemas';

/**
 * The fields both sign-ups share: names, e-mail, a new password with its strength meter, and the
 * confirmation. Used inside a react-hook-form FormProvider whose values include these fields.
 */
export function AccountFields() {
  const { control } = useFormContext<AccountFieldValues>();
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="first_name"
          render={({ field, fieldState }) => (
            <TextField
              label="First name"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="given-name"
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <Controller
          control={control}
          name="last_name"
          render={({ field, fieldState }) => (
            <TextField
              label="Last name"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="family-name"
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="email"
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <PasswordField
            label="Password"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="new-password"
            description="Use at least 8 characters, with an uppercase letter, a number and a special character."
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <PasswordStrengthMeter password={password} />
      <Controller
        control={control}
        name="confirm_password"
        render={({ field, fieldState }) => (
          <PasswordField
            label="Confirm password"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="new-password"
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
    </>
  );
}
