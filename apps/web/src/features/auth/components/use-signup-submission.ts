import type { SignupRequest, SignupResponse } from '@kakayahan/contracts';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { FieldMessage } from '../../../lib/server-errors';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSignup } from '../api/signup';
import { CHECK_EMAIL_PATH, type CheckEmailState } from './check-email-state';
import { SIGNUP_FIELD_LABELS, SIGNUP_MESSAGES } from './signup-schemas';

/**
 * The submit side both sign-up forms share: send the request, show a refusal through the shared
 * server-error mechanism (field messages on the fields and in the summary), and after an account was
 * created go to the "Check your e-mail" page with the steps that follow (issue 14: it replaces the
 * half-cleared form).
 */
export function useSignupSubmission<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
) {
  const signupMutation = useSignup();
  const navigate = useNavigate();
  const errors = useServerErrors(form, {
    fields,
    labels: SIGNUP_FIELD_LABELS,
    messages: { failed: SIGNUP_MESSAGES.signupFailed },
  });

  /**
   * Sends the sign-up; false when it was refused (the summary says why). `afterCreated` (the PWD card
   * upload) runs before leaving and may add to what the next page says.
   */
  async function submit(
    request: SignupRequest,
    afterCreated?: (created: SignupResponse) => Promise<Partial<CheckEmailState>>,
  ): Promise<boolean> {
    errors.clear();
    let created: SignupResponse;
    try {
      created = await signupMutation.mutateAsync(request);
    } catch (error) {
      errors.showServerError(error);
      return false;
    }
    const more = afterCreated ? await afterCreated(created) : {};
    const state: CheckEmailState = { email: request.email.trim(), role: request.user_type, ...more };
    await navigate(CHECK_EMAIL_PATH, { state });
    return true;
  }

  /**
   * Shows the summary of a submit the form's own rules refused, titled by the first broken rule; `more`
   * are problems outside the form's fields (the card photo).
   */
  function showInvalid(formErrors: FieldErrors<T>, title: string, more: readonly FieldMessage[] = []): void {
    errors.showInvalid(formErrors, title, more);
  }

  return { summary: errors.summary, submit, showInvalid };
}
