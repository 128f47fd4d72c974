import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_PASSWORD_SUCCESS_MESSAGE } from '@kakayahan/contracts';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormPasswordField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import {
  focusField,
  FormErrorSummary,
  summaryItems,
  type ErrorSummaryContent,
} from '../../auth/components/form-error-summary';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter';
import { SignupSuccess } from '../../auth/components/signup-success';
import { useResetPassword } from '../api/reset-password';
import {
  passwordResetErrorMessage,
  RESET_FIELD_LABELS,
  resetFormTitle,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from './password-reset-messages';

interface SubmitError {
  message: string;
  /** The link itself is unusable (invalid, used, expired): offer a new one. */
  isLinkProblem: boolean;
  attempt: number;
}

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

/** A failed reset; when the link itself is the problem, with the way to get a new one. */
export function NewLinkOffer({ message, isLinkProblem = true }: { message: string; isLinkProblem?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <Alert tone="error">{message}</Alert>
      {isLinkProblem ? (
        <p>
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold">
            Request a new reset link
          </Link>
        </p>
      ) : null}
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
  const formRef = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<ErrorSummaryContent | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [isDone, setIsDone] = useState(false);
  const attempts = useRef(0);

  async function handleValid(values: ResetPasswordFormValues) {
    setSummary(null);
    setSubmitError(null);
    try {
      await reset.mutateAsync({ uid, token, body: { new_password: values.new_password } });
    } catch (error) {
      const message = passwordResetErrorMessage(error);
      const fieldMessage = error instanceof ApiError ? error.fields.new_password : undefined;
      if (fieldMessage) {
        // The server refused the password itself (its policy); the link is fine.
        setError('new_password', { type: 'server', message: fieldMessage });
        setSummary({
          title: message,
          items: [{ name: 'new_password', label: RESET_FIELD_LABELS.new_password, message: fieldMessage }],
        });
        return;
      }
      attempts.current += 1;
      setSubmitError({ message, isLinkProblem: isLinkProblem(error), attempt: attempts.current });
      return;
    }
    setIsDone(true);
  }

  function handleInvalid(errors: FieldErrors<ResetPasswordFormValues>) {
    setSubmitError(null);
    setSummary({ title: resetFormTitle(getValues()), items: summaryItems(errors, RESET_FIELD_LABELS) });
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
      ref={formRef}
      noValidate
      aria-label="Reset password"
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      className="flex flex-col gap-5"
    >
      {submitError ? (
        <NewLinkOffer
          key={submitError.attempt}
          message={submitError.message}
          isLinkProblem={submitError.isLinkProblem}
        />
      ) : null}
      <FormErrorSummary summary={summary} onSelectField={(name) => focusField(formRef.current, name)} />
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
