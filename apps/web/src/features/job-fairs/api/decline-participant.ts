import { jobFairsApi } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ParticipantDecisionInput, ParticipantSaved } from './invite-participant';
import { applyParticipantChange } from './participants';

/** Declines a participant (POST /api/jobfair-registrations/{id}/decline/); they are notified. */
export function declineParticipant({ registrationId, note }: ParticipantDecisionInput): Promise<ParticipantSaved> {
  return callApi(jobFairsApi.decline, { params: { id: registrationId }, body: { note } });
}

/** Declines, shows it on the participant's row at once and refreshes the fair. */
export function useDeclineParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineParticipant,
    onSuccess: (answer) => applyParticipantChange(queryClient, answer.participant),
  });
}
