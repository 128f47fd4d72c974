import { passwordResetApi, type MessageResponse, type ResetPasswordRequest } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface ResetPasswordVariables {
  uid: number;
  token: string;
  body: ResetPasswordRequest;
}

/** Sets a new password with the mailed link's uid and token (POST /api/reset-password/{uid}/{token}/, no token header). */
export function resetPassword({ uid, token, body }: ResetPasswordVariables): Promise<MessageResponse> {
  return callApi(passwordResetApi.resetPassword, { params: { uid, token }, body, auth: false });
}

/** The reset call as a mutation. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
