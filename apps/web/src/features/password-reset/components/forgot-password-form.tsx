import { zodResolver } from '@hookform/resolvers/zod';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, LiveRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormEmailField } from '../../../components/ui/form-fields';
import { useForgotPassword } from '../api/forgot-password';
import { passwordResetErrorMessage } from './password-reset-messages';

type ForgotPasswordInput = z.input<typeof forgotPasswordRequestSchema>;

interface Outcome {
  isSent: boolean;
  message: string;
  /** A new box per attempt, so the same message is announced again after another try. */
  attempt: number;
}

/**
 * The forgot-password form (document 2 §5, §8): one e-mail field. The answer never says whether the
 * address has an account; it is placed in a live region that is always present, so it is announced.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { control, formState, handleSubmit } = useForm<ForgotPasswordInput, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attempts = useRef(0);

  async function handleValid(values: ForgotPasswordRequest) {
    setOutcome(null);
    attempts.current += 1;
    const attempt = attempts.current;
    try {
      await forgot.mutateAsync(values);
      setOutcome({ isSent: true, message: FORGOT_PASSWORD_MESSAGE, attempt });
    } catch (error) {
      setOutcome({ isSent: false, message: passwordResetErrorMessage(error), attempt });
    }
  }

  return (
    <form
      noValidate
      aria-label="Forgot password"
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-5"
    >
      {outcome && !outcome.isSent ? (
        <Alert key={outcome.attempt} tone="error">
          {outcome.message}
        </Alert>
      ) : null}
      <FormEmailField control={control} name="email" isRequired />
      <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
      <LiveRegion>
        {outcome?.isSent ? (
          <div className="rounded-md border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
            <p className="flex items-start gap-2 font-semibold">
              <span aria-hidden="true">✓</span>
              <span>
                <span className="sr-only">Sent: </span>
                {outcome.message}
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
