import { jobSeekerProfilesApi, type JobSeekerProfile } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { USER_DETAILS_QUERY_KEY } from './get-user-details';

/**
 * Saves the signed-in job seeker's profile (PUT /api/edit-profile/, multipart: the text fields of
 * editProfileRequestSchema plus optional profile_picture and employee_resume files).
 */
export async function editProfile(form: FormData): Promise<JobSeekerProfile> {
  const saved = await callApi(jobSeekerProfilesApi.editProfile, { form });
  return saved.profile;
}

/** Saves, then refreshes every cached profile (the person's own one among them). */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY });
    },
  });
}
