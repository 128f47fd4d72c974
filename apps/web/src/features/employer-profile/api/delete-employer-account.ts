import { jobsApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the signed-in employer's account, company profile and job postings (DELETE /api/delete-emp-account/). */
export function deleteEmployerAccount(): Promise<MessageResponse> {
  return callApi(jobsApi.deleteEmployerAccount);
}

/** The delete call; the screen signs the person out and leaves once it succeeds. */
export function useDeleteEmployerAccount() {
  return useMutation({ mutationFn: deleteEmployerAccount });
}
