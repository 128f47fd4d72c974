import { zodResolver } from '@hookform/resolvers/zod';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@kakayahan/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormEmailField } from '../../../components/ui/form-fields';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useForgotPassword } from '../api/forgot-password';
import { RESET_FAILURE_MESSAGES } from './password-reset-messages';

type ForgotPasswordInput = z.input<typeof forgotPasswordRequestSchema>;

/**
 * The forgot-password form (document 2 §5, §8): one e-mail field. The answer never says whether the
 * address has an account; it is placed in a live region that is always present, so it is announced.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { control, formState, handleSubmit, setError } = useForm<ForgotPasswordInput, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const errors = useServerErrors({ setError }, { fields: ['email'], messages: RESET_FAILURE_MESSAGES });
  // Cleared before each try, so the always-present region announces a second "sent" too.
  const [isSent, setIsSent] = useState(false);

  async function handleValid(values: ForgotPasswordRequest) {
    errors.clear();
    setIsSent(false);
    try {
      await forgot.mutateAsync(values);
      setIsSent(true);
    } catch (error) {
      errors.showServerError(error);
    }
  }

  return (
    <form
      noValidate
      aria-label="Forgot password"
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-5"
    >
      {/* Focus stays on the button, to try again; the message is announced where it is. */}
      <ErrorSummary summary={errors.summary} takesFocus={false} />
      <FormEmailField control={control} name="email" isRequired />
      <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
      <LiveRegion>
        {isSent ? (
          <div className="rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
            <p className="flex items-start gap-2 font-semibold">
              <span aria-hidden="true">✓</span>
              <span>
                <span className="sr-only">Sent: </span>
                {FORGOT_PASSWORD_MESSAGE}
              </span>
            </p>
            <p className="mt-1 pl-6">
              Open the link in the email to choose a new password. If nothing arrives in a few minutes, check your spam
              folder or try again.
            </p>
          </div>
        ) : null}
      </LiveRegion>
    </form>
  );
}
