import { useFormContext, useWatch } from 'react-hook-form';
import { FormEmailField, FormPasswordField, FormTextField } from '../../../components/ui/form-fields';
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
        <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" isRequired />
        <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" isRequired />
      </div>
      <FormEmailField control={control} name="email" isRequired />
      <FormPasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        description="Use at least 8 characters, with an uppercase letter, a number and a special character."
        isRequired
      />
      <PasswordStrengthMeter password={password} />
      <FormPasswordField
        control={control}
        name="confirm_password"
        label="Confirm password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
