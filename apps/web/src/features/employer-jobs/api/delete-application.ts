import { messageResponseSchema, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeApplication } from './dashboard-cache';

/** Deletes a pending application (DELETE /api/delete-application/{id}/). */
export function deleteApplication(applicationId: number): Promise<MessageResponse> {
  return apiRequest(`/api/delete-application/${applicationId}/`, { method: 'DELETE', schema: messageResponseSchema });
}

/** Deletes, and takes the applicant off the dashboard at once. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_answer, applicationId) => removeApplication(queryClient, applicationId),
  });
}
