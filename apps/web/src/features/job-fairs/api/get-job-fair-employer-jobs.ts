import { jobFairsApi, type jobFairEmployerJobListSchema } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys } from './job-fair-keys';

export type JobFairEmployerJob = z.infer<typeof jobFairEmployerJobListSchema>[number];

/**
 * All the employer's jobs, each ticked when it is at this fair (GET /api/jobfairs/{id}/employer/jobs/):
 * the edit form's list.
 */
export function getJobFairEmployerJobs(jobFairId: number, signal?: AbortSignal): Promise<JobFairEmployerJob[]> {
  return callApi(jobFairsApi.employerJobs, { params: { id: jobFairId }, ...(signal ? { signal } : {}) });
}

/** Query options of the edit form's job list. */
export function jobFairEmployerJobsQueryOptions(jobFairId: number) {
  return queryOptions({
    queryKey: jobFairKeys.employerJobs(jobFairId),
    queryFn: ({ signal }) => getJobFairEmployerJobs(jobFairId, signal),
    // The form starts from this list: always read it afresh when the form opens.
    staleTime: 0,
  });
}

/** The edit form's job list; pass null when creating (nothing is fetched). */
export function useJobFairEmployerJobs(jobFairId: number | null) {
  return useQuery({ ...jobFairEmployerJobsQueryOptions(jobFairId ?? 0), enabled: jobFairId !== null });
}
