import { jobFairsApi, type JobFairReport } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairParticipantsKeys } from './participants';

/** The placement report of a fair (GET /api/jobfairs/{id}/report/). */
export function getFairReport(jobFairId: number, signal?: AbortSignal): Promise<JobFairReport> {
  return callApi(jobFairsApi.report, { params: { id: jobFairId }, ...(signal ? { signal } : {}) });
}

/** Query options of the placement report; refreshed with the participants after every action. */
export function fairReportQueryOptions(jobFairId: number) {
  return queryOptions({
    queryKey: jobFairParticipantsKeys.report(jobFairId),
    queryFn: ({ signal }) => getFairReport(jobFairId, signal),
  });
}

/** The placement report: registered, attended, interviewed, hired, accommodations requested and provided. */
export function useFairReport(jobFairId: number) {
  return useQuery(fairReportQueryOptions(jobFairId));
}
