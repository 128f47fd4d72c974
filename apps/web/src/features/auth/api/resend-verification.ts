import { accountsApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Asks for a new verification link (POST /api/resend-verification/). The answer is the same whether
 * or not the account exists, so it can be shown as it is.
 */
export function resendVerification(email: string): Promise<MessageResponse> {
  return callApi(accountsApi.resendVerification, { body: { email }, auth: false });
}

/** The re-send call as a mutation. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
