import { jobFairsApi, type JobFairAccessibility, type jobFairRegistrationSavedSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { refreshJobFairs } from './job-fair-keys';

export type RegistrationSaved = z.infer<typeof jobFairRegistrationSavedSchema>;

export interface RegisterInput {
  jobFairId: number;
  accommodations: JobFairAccessibility[];
  accommodationNote: string;
}

/**
 * Registers the signed-in job seeker for a fair (POST /api/jobfair-registrations/), with the
 * accommodations they ask for. The server decides the registrant from the session and answers a place
 * (registered) or a place in the waiting list (waitlisted) when the fair is full.
 */
export function register({ jobFairId, accommodations, accommodationNote }: RegisterInput): Promise<RegistrationSaved> {
  return callApi(jobFairsApi.register, {
    body: { job_fair: jobFairId, accommodations, accommodation_note: accommodationNote },
  });
}

/** Registers, then refreshes the fair list (seats, the card's status) and the own registrations at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => void refreshJobFairs(queryClient),
  });
}
