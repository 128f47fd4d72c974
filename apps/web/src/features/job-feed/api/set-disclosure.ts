import { applicationsApi, type disclosureSavedSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { MY_APPLICATIONS_QUERY_KEY } from './get-my-applications';

export type DisclosureSaved = z.infer<typeof disclosureSavedSchema>;

export interface SetDisclosureInput {
  applicationId: number;
  /** true: the employer sees the disability type; false: "Not disclosed". */
  discloseDisability: boolean;
}

/**
 * Shows or hides the disability type from the employer of one of the own applications
 * (PUT /api/applications/{id}/disclosure/); refused with 409 once the employer has acted.
 */
export function setDisclosure({ applicationId, discloseDisability }: SetDisclosureInput): Promise<DisclosureSaved> {
  return callApi(applicationsApi.setDisclosure, {
    params: { id: applicationId },
    body: { disclose_disability: discloseDisability },
  });
}

/**
 * Saves the choice, then reloads the own applications: after a success they show the new choice, and
 * after a refusal (the employer acted meanwhile) the status that explains it.
 */
export function useSetDisclosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDisclosure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_QUERY_KEY }),
  });
}
