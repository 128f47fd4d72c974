import type { SignupRequest, SignupResponse } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSignup } from '../api/signup';
import { serverErrorSummary, summaryItems, type ErrorSummaryContent } from './form-error-summary';
import { SIGNUP_FIELD_LABELS, SIGNUP_MESSAGES } from './signup-schemas';

/**
 * The submit side both sign-up forms share: send the request, put the server's field messages on the
 * fields and into the error summary, and mark each success with a new key so its message is
 * announced again when someone registers a second person from the same screen.
 */
export function useSignupSubmission<T extends FieldValues>(
  setError: UseFormSetError<T>,
  isFieldName: (name: string) => name is Path<T>,
) {
  const signupMutation = useSignup();
  const [summary, setSummary] = useState<ErrorSummaryContent | null>(null);
  const [successKey, setSuccessKey] = useState<number | null>(null);
  const successCount = useRef(0);

  /**
   * Sends the sign-up; true when the account was created. `afterCreated` (e.g. the PWD card upload)
   * runs before the success message appears, so the message can say how it went and is announced once.
   */
  async function submit(
    request: SignupRequest,
    afterCreated?: (created: SignupResponse) => Promise<void>,
  ): Promise<boolean> {
    setSummary(null);
    setSuccessKey(null);
    let created: SignupResponse;
    try {
      created = await signupMutation.mutateAsync(request);
    } catch (error) {
      setSummary(
        serverErrorSummary(error, SIGNUP_MESSAGES.signupFailed, SIGNUP_FIELD_LABELS, (name, message) => {
          if (isFieldName(name)) setError(name, { type: 'server', message });
        }),
      );
      return false;
    }
    if (afterCreated) await afterCreated(created);
    successCount.current += 1;
    setSuccessKey(successCount.current);
    return true;
  }

  /** Shows the summary of a submit the form's own rules refused, titled by the first broken rule. */
  function showInvalid(errors: FieldErrors<T>, title: string): void {
    setSuccessKey(null);
    setSummary({ title, items: summaryItems(errors, SIGNUP_FIELD_LABELS) });
  }

  return { summary, successKey, submit, showInvalid };
}
