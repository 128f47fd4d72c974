import { jobFairsApi, type JobFairInput, type jobFairSavedSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { refreshJobFairs } from './job-fair-keys';

export type JobFairSaved = z.infer<typeof jobFairSavedSchema>;

/** Creates a job fair with some of the employer's own jobs (POST /api/jobfairs/). */
export function createJobFair(fair: JobFairInput): Promise<JobFairSaved> {
  return callApi(jobFairsApi.create, { body: fair });
}

/** Creates a job fair, then refreshes the fair lists at once. */
export function useCreateJobFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobFair,
    onSuccess: () => void refreshJobFairs(queryClient),
  });
}
