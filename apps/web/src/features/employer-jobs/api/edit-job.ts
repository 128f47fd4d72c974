import { jobsApi, type EditJobInput } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { EMPLOYER_JOBS_QUERY_KEY } from './get-employer-dashboard';
import { jobQueryKey } from './get-job';
import type { JobSavedResponse } from './post-job';

/** Saves changes to a job (PUT /api/edit-job-post/{id}/, the job fields plus id lists). */
export function editJob({ jobId, job }: { jobId: number; job: EditJobInput }): Promise<JobSavedResponse> {
  return callApi(jobsApi.editJob, { params: { jobId }, body: job });
}

/**
 * Saves a job, then marks that job (with its tags) and the employer's job lists stale. The edit page
 * showing the job is left alone (refetchType 'none': it already holds what was saved, and leaves a
 * moment later) and nothing is awaited, so the success is shown at once; the next screen to show the
 * job or the lists reads them again.
 */
export function useEditJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editJob,
    onSuccess: (_answer, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: jobQueryKey(jobId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_QUERY_KEY });
    },
  });
}
