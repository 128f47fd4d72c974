import { jobsApi, type JobDetail } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobQueryKey } from '../../employer-jobs';

/**
 * One job as its reader sees it (GET /api/job/{id} with the reader's token, so a job seeker also gets
 * their own application). Under the job's key, so a save of the job refreshes it too; one entry per
 * reader (null: signed out), so a new sign-in in the same tab never shows someone else's application.
 */
export function jobPageQueryOptions(jobId: number, readerId: number | null) {
  return queryOptions({
    queryKey: [...jobQueryKey(jobId), 'as', readerId ?? 'anonymous'] as const,
    queryFn: ({ signal }): Promise<JobDetail> =>
      callApi(jobsApi.jobDetail, { params: { post_id: jobId }, auth: readerId !== null, signal }),
  });
}

/** The job page's and apply page's job; pass null for a missing or invalid id (nothing is fetched). */
export function useJobPage(jobId: number | null, readerId: number | null) {
  return useQuery({ ...jobPageQueryOptions(jobId ?? 0, readerId), enabled: jobId !== null });
}
