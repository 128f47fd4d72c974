import { zodResolver } from '@hookform/resolvers/zod';
import { PWD_CARD_MESSAGES, type SignupResponse } from '@kakayahan/contracts';
import { useRef, useState, type SyntheticEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormCheckbox } from '../../../components/ui/form-fields';
import type { FieldMessage } from '../../../lib/server-errors';
import { uploadPwdCard } from '../api/upload-pwd-card';
import { AccountFields } from './account-fields';
import type { CheckEmailState } from './check-email-state';
import { CARD_FIELD_NAME } from './pwd-card-reader';
import { PwdIdFields } from './pwd-id-fields';
import {
  EMPTY_ACCOUNT_FIELDS,
  jobSeekerFormMessage,
  jobSeekerSignupFormSchema,
  SIGNUP_MESSAGES,
  type JobSeekerSignupFormInput,
  type JobSeekerSignupFormOutput,
} from './signup-schemas';
import { useSignupSubmission } from './use-signup-submission';

const EMPTY: JobSeekerSignupFormInput = {
  ...EMPTY_ACCOUNT_FIELDS,
  user_disability: '',
  ID_number: '',
  privacy_agreed: false,
};

const FIELDS = Object.keys(EMPTY) as (keyof JobSeekerSignupFormInput)[];

const CARD_MISSING: FieldMessage = { name: CARD_FIELD_NAME, message: PWD_CARD_MESSAGES.missingImage };

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
 * the spec's order as the summary's title, lists every problem, and moves focus to the summary. The card
 * photo is required (issue 14: the administrator checks the registration against it); it is uploaded
 * with the sign-up answer's one-time ticket, then the person goes to "Check your e-mail".
 */
export function JobSeekerSignupForm() {
  const methods = useForm<JobSeekerSignupFormInput, unknown, JobSeekerSignupFormOutput>({
    resolver: zodResolver(jobSeekerSignupFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { control, formState, getValues, handleSubmit, setError } = methods;
  const { summary, submit, showInvalid } = useSignupSubmission({ setError }, FIELDS);
  const cardImage = useRef<Blob | null>(null);
  const [cardError, setCardError] = useState<string | undefined>(undefined);

  /**
   * Uploads the card for the new account (document 1 §7). A failure does not undo the account: the next
   * page says so plainly and how to send the card after signing in (My PWD ID).
   */
  async function uploadCard(created: SignupResponse): Promise<Partial<CheckEmailState>> {
    const image = cardImage.current;
    if (!image) return { cardUpload: 'failed' };
    try {
      await uploadPwdCard(image, created.id, created.upload_ticket);
      return { cardUpload: 'sent' };
    } catch {
      return { cardUpload: 'failed' };
    }
  }

  async function handleValid(values: JobSeekerSignupFormOutput) {
    if (!cardImage.current) {
      setCardError(CARD_MISSING.message);
      showInvalid({}, SIGNUP_MESSAGES.pwdDetailsMissing, [CARD_MISSING]);
      return;
    }
    await submit(
      {
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        password: values.password,
        user_type: 'Employee',
        user_disability: values.user_disability,
        ID_number: values.ID_number,
        card_upload: 'ticket',
      },
      uploadCard,
    );
  }

  function handleInvalid(errors: FieldErrors<JobSeekerSignupFormInput>) {
    const isCardMissing = !cardImage.current;
    setCardError(isCardMissing ? CARD_MISSING.message : undefined);
    showInvalid(
      errors,
      isCardMissing
        ? SIGNUP_MESSAGES.pwdDetailsMissing
        : (jobSeekerFormMessage(getValues()) ?? SIGNUP_MESSAGES.fixFields),
      isCardMissing ? [CARD_MISSING] : [],
    );
  }

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-label="Job seeker sign-up"
        onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
        className="flex flex-col gap-5"
      >
        <ErrorSummary summary={summary} />
        <p className="text-slate-700">Fields marked (required) must be filled in.</p>

        <AccountFields />

        <PwdIdFields
          cardError={cardError}
          onCardImageChange={(image) => {
            cardImage.current = image;
            if (image) setCardError(undefined);
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
