import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES } from '@kakayahan/contracts';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
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
import { SignupSuccess } from './signup-success';
import { useSignupSubmission } from './use-signup-submission';

const FIELDS = Object.keys(EMPTY_ACCOUNT_FIELDS) as (keyof EmployerSignupFormInput)[];

/** The employer sign-up form (document 1 §2, §4, §5): the account fields and matching passwords. */
export function EmployerSignupForm() {
  const methods = useForm<EmployerSignupFormInput, unknown, EmployerSignupFormOutput>({
    resolver: zodResolver(employerSignupFormSchema),
    defaultValues: EMPTY_ACCOUNT_FIELDS,
    shouldFocusError: false,
  });
  const { formState, getValues, handleSubmit, reset, setError } = methods;
  const { summary, successKey, submit, showInvalid } = useSignupSubmission({ setError }, FIELDS);

  async function handleValid(values: EmployerSignupFormOutput) {
    const isCreated = await submit({
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password: values.password,
      user_type: 'Employer',
    });
    if (isCreated) reset(EMPTY_ACCOUNT_FIELDS);
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
        {successKey !== null ? (
          <SignupSuccess key={successKey} title={ACCOUNT_MESSAGES.employerRegistered}>
            <p>Open the link in the email we sent you, then sign in.</p>
            <p className="mt-2">
              <Link to="/employer/signin">Go to Employer Sign In</Link>
            </p>
          </SignupSuccess>
        ) : null}
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
