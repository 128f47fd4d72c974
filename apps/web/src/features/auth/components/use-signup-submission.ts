import type { SignupRequest, SignupResponse } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSignup } from '../api/signup';
import { SIGNUP_FIELD_LABELS, SIGNUP_MESSAGES } from './signup-schemas';

/**
 * The submit side both sign-up forms share: send the request, show a refusal through the shared
 * server-error mechanism (field messages on the fields and in the summary), and mark each success with
 * a new key so its message is announced again when someone registers a second person from the same screen.
 */
export function useSignupSubmission<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
) {
  const signupMutation = useSignup();
  const errors = useServerErrors(form, {
    fields,
    labels: SIGNUP_FIELD_LABELS,
    messages: { failed: SIGNUP_MESSAGES.signupFailed },
  });
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
    errors.clear();
    setSuccessKey(null);
    let created: SignupResponse;
    try {
      created = await signupMutation.mutateAsync(request);
    } catch (error) {
      errors.showServerError(error);
      return false;
    }
    if (afterCreated) await afterCreated(created);
    successCount.current += 1;
    setSuccessKey(successCount.current);
    return true;
  }

  /** Shows the summary of a submit the form's own rules refused, titled by the first broken rule. */
  function showInvalid(formErrors: FieldErrors<T>, title: string): void {
    setSuccessKey(null);
    errors.showInvalid(formErrors, title);
  }

  return { summary: errors.summary, successKey, submit, showInvalid };
}
