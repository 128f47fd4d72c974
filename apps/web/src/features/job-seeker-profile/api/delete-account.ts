import { jobSeekerProfilesApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the signed-in job seeker's account and profile (DELETE /api/delete-account/). */
export function deleteAccount(): Promise<MessageResponse> {
  return callApi(jobSeekerProfilesApi.deleteAccount);
}

/** The delete call; the screen clears the session and leaves once it succeeds. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
