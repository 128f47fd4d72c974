import { jobFairsApi, type JobFair } from '@kakayahan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys, type JobFairFilters } from './job-fair-keys';

/**
 * The job fairs (GET /api/jobfairs/): an employer gets their own (past ones too); job seekers, admins and
 * visitors the fairs not yet ended, filtered by accessibility facts (all must match) and format.
 */
export function listJobFairs(filters: JobFairFilters, signal?: AbortSignal): Promise<JobFair[]> {
  return callApi(jobFairsApi.list, {
    query: {
      ...(filters.accessibility.length > 0 ? { accessibility: filters.accessibility.join(',') } : {}),
      ...(filters.format ? { format: filters.format } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

/** Query options of the list as `viewerId` (null: a visitor) sees it. */
export function jobFairListQueryOptions(viewerId: number | null, filters: JobFairFilters) {
  return queryOptions({
    queryKey: jobFairKeys.list(viewerId, filters),
    queryFn: ({ signal }) => listJobFairs(filters, signal),
  });
}

/** The job fairs; while new filters load, the previous result stays on screen (marked as placeholder). */
export function useJobFairs(viewerId: number | null, filters: JobFairFilters) {
  return useQuery({ ...jobFairListQueryOptions(viewerId, filters), placeholderData: keepPreviousData });
}
