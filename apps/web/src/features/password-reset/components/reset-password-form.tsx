import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_PASSWORD_SUCCESS_MESSAGE } from '@kakayahan/contracts';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormPasswordField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useServerErrors } from '../../../lib/use-server-errors';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { SignupSuccess } from '../../auth';
import { useResetPassword } from '../api/reset-password';
import {
  RESET_FAILURE_MESSAGES,
  RESET_FIELD_LABELS,
  resetFormTitle,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from './password-reset-messages';

/** A refusal of the link rather than a busy server, a rate limit or a lost connection. */
function isLinkProblem(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.code?.startsWith('token_') ?? false) || [400, 404, 410].includes(error.status);
}

/** Where to go after a reset: the sign-in pages (job seekers' also admits administrators), and home. */
export function ResetDoneLinks() {
  return (
    <ul className="mt-2 flex flex-col gap-1">
      <li>
        <Link to="/job-seeker/signin" className="inline-flex min-h-11 items-center">
          Go to Job Seeker Sign In
        </Link>
      </li>
      <li>
        <Link to="/employer/signin" className="inline-flex min-h-11 items-center">
          Go to Employer Sign In
        </Link>
      </li>
      <li>
        <Link to="/" className="inline-flex min-h-11 items-center">
          Go to the home page
        </Link>
      </li>
    </ul>
  );
}

/** The way to a new link, when the link itself is unusable (invalid, used, expired). */
function NewLinkRequest() {
  return (
    <p>
      <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold">
        Request a new reset link
      </Link>
    </p>
  );
}

/** A link that cannot work at all (seen before any form), with the way to get a new one. */
export function NewLinkOffer({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Alert tone="error">{message}</Alert>
      <NewLinkRequest />
    </div>
  );
}

/**
 * The new-password form of a mailed reset link (document 2 §4, §5, §8). The submit button stays
 * enabled while the two passwords differ: a disabled button gives no reason and is skipped by
 * keyboard users, so pressing it shows what is wrong instead (in the error summary, which takes focus).
 */
export function ResetPasswordForm({ uid, token }: { uid: number; token: string }) {
  const reset = useResetPassword();
  const { control, formState, getValues, handleSubmit, setError } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'new_password' });
  const errors = useServerErrors(
    { setError },
    { fields: ['new_password', 'confirm_password'], labels: RESET_FIELD_LABELS, messages: RESET_FAILURE_MESSAGES },
  );
  const [isLinkRefused, setIsLinkRefused] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const hasFieldProblems = (errors.summary?.items.length ?? 0) > 0;

  async function handleValid(values: ResetPasswordFormValues) {
    errors.clear();
    setIsLinkRefused(false);
    try {
      await reset.mutateAsync({ uid, token, body: { new_password: values.new_password } });
    } catch (error) {
      // A refused password (the server's policy) goes on its field: the link itself is fine then.
      const placed = errors.showServerError(error);
      setIsLinkRefused(placed.length === 0 && isLinkProblem(error));
      return;
    }
    setIsDone(true);
  }

  function handleInvalid(formErrors: FieldErrors<ResetPasswordFormValues>) {
    setIsLinkRefused(false);
    errors.showInvalid(formErrors, resetFormTitle(getValues()));
  }

  if (isDone) {
    // No automatic jump to "/" (document 2 §8): the message is read first, and the person picks where to sign in.
    return (
      <SignupSuccess title={RESET_PASSWORD_SUCCESS_MESSAGE}>
        <p>You can now sign in with your new password.</p>
        <ResetDoneLinks />
      </SignupSuccess>
    );
  }

  return (
    <form
      noValidate
      aria-label="Reset password"
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      className="flex flex-col gap-5"
    >
      {/*
        Problems on the fields take the focus: the list leads to them. A refused link or a busy server is
        announced where it is, with focus left on the button (and the way to a new link, when needed).
      */}
      <ErrorSummary summary={errors.summary} takesFocus={hasFieldProblems}>
        {isLinkRefused ? <NewLinkRequest /> : null}
      </ErrorSummary>
      <FormPasswordField
        control={control}
        name="new_password"
        label={RESET_FIELD_LABELS.new_password}
        autoComplete="new-password"
        description="Use at least 8 characters, with an uppercase letter, a number and a special character."
        isRequired
      />
      <PasswordStrengthMeter password={password} />
      <FormPasswordField
        control={control}
        name="confirm_password"
        label={RESET_FIELD_LABELS.confirm_password}
        autoComplete="new-password"
        isRequired
      />
      <Button type="submit" isPending={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
