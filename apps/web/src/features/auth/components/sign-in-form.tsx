import { loginRequestSchema, type LoginRequest, type LoginResponse, type UserType } from '@kakayahan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { safeRedirect } from '../../../app/guards';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormEmailField, FormPasswordField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { revokeToken } from '../api/logout';
import { authErrorMessage } from './auth-error-message';
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

interface FormError {
  message: string;
  code: string | undefined;
  /** A new box per attempt, so the same message is announced again after another failed try. */
  attempt: number;
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
  const { control, formState, getValues, handleSubmit } = useForm<LoginInput, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const [formError, setFormError] = useState<FormError | null>(null);
  const attempts = useRef(0);

  function showError(message: string, code?: string) {
    attempts.current += 1;
    setFormError({ message, code, attempt: attempts.current });
  }

  async function handleValid(values: LoginRequest) {
    setFormError(null);
    let answer: LoginResponse;
    try {
      answer = await signIn(values);
    } catch (error) {
      showError(authErrorMessage(error, failureFallback), error instanceof ApiError ? error.code : undefined);
      return;
    }
    if (!acceptedRoles.includes(answer.user_type)) {
      // The token was issued but will never be used: revoke it and do not store it.
      void revokeToken(answer.token);
      showError(roleRefusedMessage);
      return;
    }
    saveSession(answer);
    const destination = await destinationAfterSignIn(answer, redirect, queryClient);
    await navigate(destination, { replace: true });
  }

  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      className="flex flex-col gap-5"
    >
      {formError ? (
        <div key={formError.attempt} className="flex flex-col gap-3">
          <Alert tone="error" {...(errorTitle ? { title: errorTitle } : {})}>
            {formError.message}
          </Alert>
          {formError.code === 'email_unverified' ? (
            <ResendVerificationButton getEmail={() => getValues('email')} />
          ) : null}
        </div>
      ) : null}
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
