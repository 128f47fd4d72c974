import { messageResponseSchema, type MessageResponse, type ResetPasswordRequest } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordVariables {
  uid: number;
  token: string;
  body: ResetPasswordRequest;
}

/** Sets a new password with the mailed link's uid and token (POST /api/reset-password/{uid}/{token}/, no token header). */
export function resetPassword({ uid, token, body }: ResetPasswordVariables): Promise<MessageResponse> {
  return apiRequest(`/api/reset-password/${uid}/${encodeURIComponent(token)}/`, {
    method: 'POST',
    body,
    schema: messageResponseSchema,
    auth: false,
  });
}

/** The reset call as a mutation. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
