import { loginRequestSchema, type LoginRequest, type LoginResponse, type UserType } from '@kakayahan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { safeRedirect } from '../../../app/guards';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormEmailField, FormPasswordField } from '../../../components/ui/form-fields';
import { saveSession } from '../../../lib/session';
import { useServerErrors } from '../../../lib/use-server-errors';
import { revokeToken } from '../api/logout';
import { ResendVerificationButton } from './resend-verification';
import { destinationAfterSignIn } from './sign-in-destination';

export interface SignInFormProps {
  /** The sign-in call: POST /api/login/ or, for administrators, /api/admin-login/. */
  signIn: (body: LoginRequest) => Promise<LoginResponse>;
  /** Roles this screen signs in; anyone else is refused and their new token revoked (document 1 §6). */
  acceptedRoles: readonly UserType[];
  roleRefusedMessage: string;
  /** Shown when the server answers with an error but no message of its own. */
  failureFallback: string;
  /** A heading for the error box (the admin screen's 'Authentication failed'). */
  errorTitle?: string;
  /** The form's accessible name, e.g. 'Job seeker sign-in'. */
  formLabel: string;
}

type LoginInput = z.input<typeof loginRequestSchema>;

/**
 * E-mail and password sign-in shared by the job seeker, employer and admin screens. On success the
 * session is stored and the person routed by role and set-up state (or to a `redirect` that fits);
 * an unverified address gets a "Send a new verification link" action next to the message.
 */
export function SignInForm({
  signIn,
  acceptedRoles,
  roleRefusedMessage,
  failureFallback,
  errorTitle,
  formLabel,
}: SignInFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const { control, formState, getValues, handleSubmit, setError } = useForm<LoginInput, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = useServerErrors(
    { setError },
    { fields: ['email', 'password'], messages: { failed: failureFallback, title: errorTitle } },
  );

  async function handleValid(values: LoginRequest) {
    errors.clear();
    let answer: LoginResponse;
    try {
      answer = await signIn(values);
    } catch (error) {
      errors.showServerError(error);
      return;
    }
    if (!acceptedRoles.includes(answer.user_type)) {
      // The token was issued but will never be used: revoke it and do not store it.
      void revokeToken(answer.token);
      errors.showMessage(roleRefusedMessage);
      return;
    }
    saveSession(answer);
    const destination = await destinationAfterSignIn(answer, redirect, queryClient);
    await navigate(destination, { replace: true });
  }

  return (
    // method="post": the app sends the form itself; were the browser to send it (the page rendered on the
    // server, its script not there yet), the e-mail and password go in the body, never in an address.
    <form
      method="post"
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-5"
    >
      {/* Focus stays on Sign In, to try again at once; the message is announced where it is. */}
      <ErrorSummary summary={errors.summary} takesFocus={false}>
        {errors.summary?.code === 'email_unverified' ? (
          <ResendVerificationButton getEmail={() => getValues('email')} />
        ) : null}
      </ErrorSummary>
      <FormEmailField control={control} name="email" isRequired />
      <FormPasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        isRequired
      />
      <Button type="submit" isPending={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
