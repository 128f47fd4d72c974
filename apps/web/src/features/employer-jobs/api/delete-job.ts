import { jobsApi, type jobDeletedResponseSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { removeJob } from './dashboard-cache';
import { jobQueryKey } from './get-job';

export type JobDeletedResponse = z.infer<typeof jobDeletedResponseSchema>;

/** Deletes one of the employer's jobs (DELETE /api/delete-job/{id}/); says how many applicants were told. */
export function deleteJob(postId: number): Promise<JobDeletedResponse> {
  return callApi(jobsApi.deleteJob, { params: { post_id: postId } });
}

/** Deletes a job, takes it off the dashboard at once and forgets its cached details. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_answer, postId) => {
      removeJob(queryClient, postId);
      queryClient.removeQueries({ queryKey: jobQueryKey(postId) });
    },
  });
}
