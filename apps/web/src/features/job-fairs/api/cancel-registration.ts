import { jobFairsApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshJobFairs } from './job-fair-keys';

/**
 * Cancels one's registration (DELETE /api/jobfair-registrations/{id}/), until the fair starts; the
 * server gives the place to the first in the waiting list.
 */
export function cancelRegistration(registrationId: number): Promise<MessageResponse> {
  return callApi(jobFairsApi.cancelRegistration, { params: { id: registrationId } });
}

/** Cancels, then refreshes the fair list (a seat opened) and the own registrations at once. */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: () => void refreshJobFairs(queryClient),
  });
}
