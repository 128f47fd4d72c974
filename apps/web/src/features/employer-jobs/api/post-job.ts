import { jobsApi, type jobSavedResponseSchema, type JobPostingInput } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { EMPLOYER_JOBS_QUERY_KEY } from './get-employer-dashboard';

export type JobSavedResponse = z.infer<typeof jobSavedResponseSchema>;

/** Posts a new job (POST /api/post-job/, JSON with tag and disability tag id lists). */
export function postJob(job: JobPostingInput): Promise<JobSavedResponse> {
  return callApi(jobsApi.postJob, { body: job });
}

/** Posts a job, then marks the employer's job lists stale so the dashboard shows it. */
export function usePostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_QUERY_KEY }),
  });
}
