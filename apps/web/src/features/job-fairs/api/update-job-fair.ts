import { jobFairsApi, type JobFairInput } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { JobFairSaved } from './create-job-fair';
import { refreshJobFairs } from './job-fair-keys';

/** Saves changes to the employer's job fair (PUT /api/jobfairs/{id}/, the same payload as creating it). */
export function updateJobFair({ jobFairId, fair }: { jobFairId: number; fair: JobFairInput }): Promise<JobFairSaved> {
  return callApi(jobFairsApi.update, { params: { id: jobFairId }, body: fair });
}

/** Saves a job fair, then refreshes every fair screen (the registrants are told by the server). */
export function useUpdateJobFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobFair,
    onSuccess: () => void refreshJobFairs(queryClient),
  });
}
