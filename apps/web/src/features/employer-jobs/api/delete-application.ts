import { applicationsApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { removeApplication } from './dashboard-cache';

/** Deletes a pending application (DELETE /api/delete-application/{id}/). */
export function deleteApplication(applicationId: number): Promise<MessageResponse> {
  return callApi(applicationsApi.deleteOfApplicant, { params: { application_id: applicationId } });
}

/** Deletes, and takes the applicant off the dashboard at once. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_answer, applicationId) => removeApplication(queryClient, applicationId),
  });
}
