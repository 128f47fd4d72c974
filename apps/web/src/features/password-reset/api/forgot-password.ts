import { passwordResetApi, type ForgotPasswordRequest, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Asks for a password reset link (POST /api/forgot-password/, no token). The answer is the same
 * whether or not an account has that address, so nobody can probe for accounts with it.
 */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return callApi(passwordResetApi.forgotPassword, { body, auth: false });
}

/** The forgot-password call as a mutation. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
