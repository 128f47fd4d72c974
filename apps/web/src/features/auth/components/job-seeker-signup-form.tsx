import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type SignupResponse } from '@kakayahan/contracts';
import { useRef, useState, type SyntheticEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormCheckbox } from '../../../components/ui/form-fields';
import { uploadPwdCard } from '../api/upload-pwd-card';
import { AccountFields } from './account-fields';
import { PwdIdFields } from './pwd-id-fields';
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

const FIELDS = Object.keys(EMPTY) as (keyof JobSeekerSignupFormInput)[];

/** How the PWD card photo fared after the account was created. */
type CardOutcome = 'uploaded' | 'upload-failed' | 'no-card';

const CARD_NOTICES: Record<Exclude<CardOutcome, 'uploaded'>, string> = {
  'upload-failed':
    'We could not send the photo of your PWD ID card. Your account was created, but an administrator may ask you for your card.',
  'no-card': 'You did not add a photo of your PWD ID card. An administrator may ask you for your card.',
};

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
  const { summary, successKey, submit, showInvalid } = useSignupSubmission({ setError }, FIELDS);
  const cardImage = useRef<Blob | null>(null);
  const [cardOutcome, setCardOutcome] = useState<CardOutcome>('no-card');
  // A new key after each account clears the card widget: that photo belongs to the account just made.
  const [cardKey, setCardKey] = useState(0);

  /**
   * Uploads the card for the new account (document 1 §7). A failure does not undo the account; the
   * success message says an administrator may ask for the card instead of only logging it.
   */
  async function uploadCard(created: SignupResponse) {
    const image = cardImage.current;
    if (!image) {
      setCardOutcome('no-card');
      return;
    }
    try {
      await uploadPwdCard(image, created.id);
      setCardOutcome('uploaded');
    } catch {
      setCardOutcome('upload-failed');
    }
  }

  async function handleValid(values: JobSeekerSignupFormOutput) {
    const isCreated = await submit(
      {
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        password: values.password,
        user_type: 'Employee',
        user_disability: values.user_disability,
        ID_number: values.ID_number,
      },
      uploadCard,
    );
    if (!isCreated) return;
    // Document 1 §4: the form is cleared, but the PWD ID details are kept.
    const kept = getValues();
    reset({ ...EMPTY, user_disability: kept.user_disability, ID_number: kept.ID_number });
    cardImage.current = null;
    setCardKey((key) => key + 1);
  }

  function handleInvalid(errors: FieldErrors<JobSeekerSignupFormInput>) {
    showInvalid(errors, jobSeekerFormMessage(getValues()) ?? SIGNUP_MESSAGES.fixFields);
  }

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-label="Job seeker sign-up"
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
        className="flex flex-col gap-5"
      >
        {successKey !== null ? (
          <SignupSuccess key={successKey} title={ACCOUNT_MESSAGES.jobSeekerRegistered}>
            <p>
              We have emailed you a link to verify your email address. Please open it. An administrator will then review
              your PWD ID.
            </p>
            {cardOutcome === 'uploaded' ? null : (
              <p className="mt-2">
                <strong>Note:</strong> {CARD_NOTICES[cardOutcome]}
              </p>
            )}
            <p className="mt-2">
              <Link to="/job-seeker/signin">Go to Job Seeker Sign In</Link>
            </p>
          </SignupSuccess>
        ) : null}
        <ErrorSummary summary={summary} />
        <p className="text-slate-700">Fields marked (required) must be filled in.</p>

        <AccountFields />

        <PwdIdFields
          key={`pwd-card-${cardKey}`}
          onCardImageChange={(image) => {
            cardImage.current = image;
          }}
        />

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
