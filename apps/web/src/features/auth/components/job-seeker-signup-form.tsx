import { zodResolver } from '@hookform/resolvers/zod';
import { DISABILITY_CATEGORIES } from '@kakayahan/contracts';
import { useRef, type SyntheticEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormCheckbox, FormSelectField, FormTextField } from '../../../components/ui/form-fields';
import { AccountFields } from './account-fields';
import { focusField, FormErrorSummary } from './form-error-summary';
import {
  EMPTY_ACCOUNT_FIELDS,
  jobSeekerFormMessage,
  jobSeekerSignupFormSchema,
  SIGNUP_MESSAGES,
  type JobSeekerSignupFormInput,
  type JobSeekerSignupFormOutput,
} from './signup-schemas';
import { SignupSuccess } from './signup-success';
import { useSignupSubmission } from './use-signup-submission';

const EMPTY: JobSeekerSignupFormInput = {
  ...EMPTY_ACCOUNT_FIELDS,
  user_disability: '',
  ID_number: '',
  privacy_agreed: false,
};

function isFieldName(name: string): name is keyof JobSeekerSignupFormInput {
  return name in EMPTY;
}

function stopPropagation(event: SyntheticEvent) {
  event.stopPropagation();
}

/**
 * The policy link inside the checkbox's label. Its presses stop here, so opening the policy does not
 * also tick (or untick) the box.
 */
function PrivacyPolicyLink() {
  return (
    <a
      href="/privacy-policy"
      target="_blank"
      rel="noopener noreferrer"
      onClick={stopPropagation}
      onPointerDown={stopPropagation}
      onPointerUp={stopPropagation}
      onMouseDown={stopPropagation}
      onMouseUp={stopPropagation}
      onKeyDown={stopPropagation}
      onKeyUp={stopPropagation}
    >
      Privacy Policy and Terms of Use (opens in a new tab)
    </a>
  );
}

/**
 * The job seeker sign-up form (document 1 §2, §4, §5). A failed submit shows the first broken rule in
 * the spec's order as the summary's title, lists every problem, and moves focus to the summary.
 */
export function JobSeekerSignupForm() {
  const methods = useForm<JobSeekerSignupFormInput, unknown, JobSeekerSignupFormOutput>({
    resolver: zodResolver(jobSeekerSignupFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { control, formState, getValues, handleSubmit, reset, setError } = methods;
  const formRef = useRef<HTMLFormElement>(null);
  const { summary, successKey, submit, showInvalid } = useSignupSubmission(setError, isFieldName);

  async function handleValid(values: JobSeekerSignupFormOutput) {
    const isCreated = await submit({
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password: values.password,
      user_type: 'Employee',
      user_disability: values.user_disability,
      ID_number: values.ID_number,
    });
    if (!isCreated) return;
    // Document 1 §4: the form is cleared, but the PWD ID details are kept.
    const kept = getValues();
    reset({ ...EMPTY, user_disability: kept.user_disability, ID_number: kept.ID_number });
  }

  function handleInvalid(errors: FieldErrors<JobSeekerSignupFormInput>) {
    showInvalid(errors, jobSeekerFormMessage(getValues()) ?? SIGNUP_MESSAGES.fixFields);
  }

  return (
    <FormProvider {...methods}>
      <form
        ref={formRef}
        noValidate
        aria-label="Job seeker sign-up"
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
        className="flex flex-col gap-5"
      >
        {successKey !== null ? (
          <SignupSuccess key={successKey} title={SIGNUP_MESSAGES.jobSeekerRegistered}>
            <p>
              We have emailed you a link to verify your email address. Please open it. An administrator will then review
              your PWD ID.
            </p>
            <p className="mt-2">
              <Link to="/job-seeker/signin">Go to Job Seeker Sign In</Link>
            </p>
          </SignupSuccess>
        ) : null}
        <FormErrorSummary summary={summary} onSelectField={(name) => focusField(formRef.current, name)} />
        <p className="text-slate-700">Fields marked (required) must be filled in.</p>

        <AccountFields />

        <fieldset className="flex flex-col gap-4 rounded-md border-2 border-slate-300 p-4">
          <legend className="px-1 text-lg font-bold text-slate-900">PWD ID details</legend>
          <p className="text-sm text-slate-700">
            Type your disability type and ID number exactly as they appear on your PWD ID card.
          </p>
          <FormSelectField
            control={control}
            name="user_disability"
            label="Disability Type"
            options={DISABILITY_CATEGORIES}
            placeholder="Choose one"
            isRequired
          />
          <FormTextField
            control={control}
            name="ID_number"
            label="ID Number"
            inputMode="numeric"
            autoComplete="off"
            description="Digits only. Spaces and dashes are removed for you."
            isRequired
          />
        </fieldset>

        <FormCheckbox control={control} name="privacy_agreed">
          I have read and agree to the <PrivacyPolicyLink />. <span className="text-slate-700">(required)</span>
        </FormCheckbox>

        <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
          {formState.isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </FormProvider>
  );
}
