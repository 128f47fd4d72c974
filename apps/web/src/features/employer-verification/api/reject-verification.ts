import { employerVerificationApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshAfterDecision } from './get-employer-verifications';

export interface RejectVerificationInput {
  userId: number;
  /** Required: the employer reads it to know what to correct. */
  reason: string;
}

/** Rejects a pending registration (POST /api/admin/employer-verifications/{userId}/reject/, JSON {reason}). */
export function rejectVerification({ userId, reason }: RejectVerificationInput): Promise<MessageResponse> {
  return callApi(employerVerificationApi.reject, { params: { userId }, body: { reason: reason.trim() } });
}

/** Rejects with a reason, then refreshes the lists, the audit log and the statistics before the dialog closes. */
export function useRejectVerification() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: rejectVerification, onSuccess: refresh });
}
