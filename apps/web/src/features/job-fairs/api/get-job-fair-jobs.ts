import { jobFairsApi, type JobFairJob } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys } from './job-fair-keys';

/** The jobs offered at a job fair (GET /api/jobfairs/{id}/jobs/), for View Details. */
export function getJobFairJobs(jobFairId: number, signal?: AbortSignal): Promise<JobFairJob[]> {
  return callApi(jobFairsApi.jobs, { params: { id: jobFairId }, ...(signal ? { signal } : {}) });
}

/** Query options of a fair's jobs. */
export function jobFairJobsQueryOptions(jobFairId: number) {
  return queryOptions({
    queryKey: jobFairKeys.jobs(jobFairId),
    queryFn: ({ signal }) => getJobFairJobs(jobFairId, signal),
  });
}

/** The jobs of a job fair. */
export function useJobFairJobs(jobFairId: number) {
  return useQuery(jobFairJobsQueryOptions(jobFairId));
}
