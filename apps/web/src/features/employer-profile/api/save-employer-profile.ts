import { employerProfilesApi, type employerProfileSavedSchema, type EmployerProfile } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { EMPLOYER_JOBS_QUERY_KEY } from '../../employer-jobs';
import { employerProfileQueryKey } from './get-employer-details';

type EmployerProfileSaved = z.infer<typeof employerProfileSavedSchema>;

/**
 * Creates or updates the signed-in employer's company profile (POST /api/employer-profile/, multipart:
 * the text fields and an optional `comp_logo` image).
 */
export function saveEmployerProfile(form: FormData): Promise<EmployerProfileSaved> {
  return callApi(employerProfilesApi.saveProfile, { form });
}

/**
 * Saves and puts the saved profile (the server's answer) in the cache: the profile page shows it at
 * once, and it is not fetched again. The employer's job lists carry the company name, so they are
 * marked stale, without waiting for them.
 */
export function useSaveEmployerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployerProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<EmployerProfile>(employerProfileQueryKey(profile.user_id), profile);
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_QUERY_KEY });
    },
  });
}
