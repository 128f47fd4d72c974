import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { AccountFields } from './account-fields';
import {
  EMPTY_ACCOUNT_FIELDS,
  employerSignupFormSchema,
  SIGNUP_MESSAGES,
  type EmployerSignupFormInput,
  type EmployerSignupFormOutput,
} from './signup-schemas';
import { useSignupSubmission } from './use-signup-submission';

const FIELDS = Object.keys(EMPTY_ACCOUNT_FIELDS) as (keyof EmployerSignupFormInput)[];

/**
 * The employer sign-up form (document 1 §2, §4, §5): the account fields and matching passwords; after the
 * account is created, the person goes to "Check your e-mail".
 */
export function EmployerSignupForm() {
  const methods = useForm<EmployerSignupFormInput, unknown, EmployerSignupFormOutput>({
    resolver: zodResolver(employerSignupFormSchema),
    defaultValues: EMPTY_ACCOUNT_FIELDS,
    shouldFocusError: false,
  });
  const { formState, getValues, handleSubmit, setError } = methods;
  const { summary, submit, showInvalid } = useSignupSubmission({ setError }, FIELDS);

  async function handleValid(values: EmployerSignupFormOutput) {
    await submit({
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password: values.password,
      user_type: 'Employer',
    });
  }

  function handleInvalid(errors: FieldErrors<EmployerSignupFormInput>) {
    const values = getValues();
    const isMismatch = values.confirm_password !== '' && values.password !== values.confirm_password;
    showInvalid(errors, isMismatch ? SIGNUP_MESSAGES.passwordsMismatch : SIGNUP_MESSAGES.fixFields);
  }

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-label="Employer sign-up"
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
        className="flex flex-col gap-5"
      >
        <ErrorSummary summary={summary} />
        <p className="text-slate-700">Fields marked (required) must be filled in.</p>

        <AccountFields />

        <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
          {formState.isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </FormProvider>
  );
}
