import { myPwdIdApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Withdraws a registration still waiting (DELETE /api/my-pwd-id/): the account and card photo are deleted. */
export function withdrawRegistration(): Promise<MessageResponse> {
  return callApi(myPwdIdApi.withdraw);
}

/** The withdrawal as a mutation; the page leaves the deleted account on success. */
export function useWithdrawRegistration() {
  return useMutation({ mutationFn: withdrawRegistration });
}
