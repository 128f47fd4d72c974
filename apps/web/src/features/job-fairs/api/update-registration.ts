import { jobFairsApi, type JobFairAccessibility } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshJobFairs } from './job-fair-keys';
import type { RegistrationSaved } from './register';

export interface UpdateRegistrationInput {
  registrationId: number;
  accommodations: JobFairAccessibility[];
  accommodationNote: string;
}

/** Changes the accommodations of one's registration (PUT /api/jobfair-registrations/{id}/), until the start. */
export function updateRegistration({
  registrationId,
  accommodations,
  accommodationNote,
}: UpdateRegistrationInput): Promise<RegistrationSaved> {
  return callApi(jobFairsApi.updateRegistration, {
    params: { id: registrationId },
    body: { accommodations, accommodation_note: accommodationNote },
  });
}

/** Saves the accommodations, then refreshes the registrations. */
export function useUpdateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistration,
    onSuccess: () => void refreshJobFairs(queryClient),
  });
}
