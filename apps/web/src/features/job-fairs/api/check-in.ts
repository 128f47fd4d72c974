import { jobFairsApi } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ParticipantSaved } from './invite-participant';
import { applyParticipantChange } from './participants';

/** Checks a participant in by the code they show or read out (POST /api/jobfairs/{id}/check-in/). */
export function checkInParticipant({
  jobFairId,
  code,
}: {
  jobFairId: number;
  code: string;
}): Promise<ParticipantSaved> {
  return callApi(jobFairsApi.checkIn, { params: { id: jobFairId }, body: { code } });
}

/** Checks in, marks the participant checked in on the list at once and refreshes the fair's counts. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInParticipant,
    onSuccess: (answer) => applyParticipantChange(queryClient, answer.participant),
  });
}
