import { employerVerificationApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshAfterDecision } from './get-employer-verifications';

/** Approves a pending registration (POST /api/admin/employer-verifications/{userId}/approve/, no body). */
export function approveVerification(userId: number): Promise<MessageResponse> {
  return callApi(employerVerificationApi.approve, { params: { userId } });
}

/** Approves, then refreshes the lists, the audit log and the statistics before the dialog closes. */
export function useApproveVerification() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: approveVerification, onSuccess: refresh });
}
