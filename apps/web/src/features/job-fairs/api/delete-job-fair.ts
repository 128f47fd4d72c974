import { jobFairsApi, type MessageResponse } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys, refreshJobFairs } from './job-fair-keys';

/** Deletes the employer's job fair (DELETE /api/jobfairs/{id}/); the server tells everyone registered. */
export function deleteJobFair(jobFairId: number): Promise<MessageResponse> {
  return callApi(jobFairsApi.remove, { params: { id: jobFairId } });
}

/** Deletes a job fair, forgets its cached details and refreshes the lists. */
export function useDeleteJobFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobFair,
    onSuccess: (_answer, jobFairId) => {
      queryClient.removeQueries({ queryKey: jobFairKeys.detail(jobFairId) });
      void refreshJobFairs(queryClient);
    },
  });
}
