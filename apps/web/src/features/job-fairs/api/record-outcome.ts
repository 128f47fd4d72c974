import { jobFairsApi, type JobFairOutcomeRequest } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ParticipantSaved } from './invite-participant';
import { applyParticipantChange } from './participants';

/**
 * Records what came of a participant and whether their accommodations were provided, once the fair has
 * started (PATCH /api/jobfair-registrations/{id}/outcome/).
 */
export function recordOutcome({
  registrationId,
  ...body
}: JobFairOutcomeRequest & { registrationId: number }): Promise<ParticipantSaved> {
  return callApi(jobFairsApi.outcome, { params: { id: registrationId }, body });
}

/** Records the outcome, shows it on the row at once and refreshes the placement report. */
export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutcome,
    onSuccess: (answer) => applyParticipantChange(queryClient, answer.participant),
  });
}
