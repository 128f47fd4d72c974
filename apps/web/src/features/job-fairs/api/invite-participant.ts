import { jobFairsApi, type EndpointResult } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { applyParticipantChange } from './participants';

export type ParticipantSaved = EndpointResult<typeof jobFairsApi.invite>;

/** What the employer sends with an invitation or a decline: whom, and an optional word to them. */
export interface ParticipantDecisionInput {
  registrationId: number;
  note: string;
}

/** Invites a participant to an interview at the fair (POST /api/jobfair-registrations/{id}/invite/). */
export function inviteParticipant({ registrationId, note }: ParticipantDecisionInput): Promise<ParticipantSaved> {
  return callApi(jobFairsApi.invite, { params: { id: registrationId }, body: { note } });
}

/** Invites, shows the invitation on the participant's row at once and refreshes the fair. */
export function useInviteParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteParticipant,
    onSuccess: (answer) => applyParticipantChange(queryClient, answer.participant),
  });
}
