import { jobFairsApi, type JobFairParticipant, type JobFairParticipants } from '@kakayahan/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys } from './job-fair-keys';

/**
 * The participants screen's queries sit under the fair's own key (job-fair-keys.ts), so refreshing a fair
 * refreshes its participants and report too.
 */
export const jobFairParticipantsKeys = {
  /** Everything loaded about one fair: its details, participants and report. */
  fair: (jobFairId: number) => jobFairKeys.detail(jobFairId),
  participants: (jobFairId: number) => [...jobFairKeys.detail(jobFairId), 'participants'] as const,
  report: (jobFairId: number) => [...jobFairKeys.detail(jobFairId), 'report'] as const,
};

/** The fair and everyone who registered, for its employer (GET /api/jobfairs/{id}/participants/). */
export function getJobFairParticipants(jobFairId: number, signal?: AbortSignal): Promise<JobFairParticipants> {
  return callApi(jobFairsApi.participants, { params: { id: jobFairId }, ...(signal ? { signal } : {}) });
}

/** Query options of a fair's participants. */
export function jobFairParticipantsQueryOptions(jobFairId: number) {
  return queryOptions({
    queryKey: jobFairParticipantsKeys.participants(jobFairId),
    queryFn: ({ signal }) => getJobFairParticipants(jobFairId, signal),
  });
}

/** The fair and its participants (nothing is asked for an id that cannot be a fair's). */
export function useJobFairParticipants(jobFairId: number) {
  return useQuery({
    ...jobFairParticipantsQueryOptions(jobFairId),
    enabled: Number.isInteger(jobFairId) && jobFairId > 0,
  });
}

/**
 * After an action on one participant: their row shows the server's answer at once, and the whole fair
 * (counts, report) is fetched again straight away, instead of the original's reload two seconds later.
 */
export function applyParticipantChange(queryClient: QueryClient, participant: JobFairParticipant): Promise<void> {
  queryClient.setQueryData<JobFairParticipants>(jobFairParticipantsKeys.participants(participant.job_fair), (data) =>
    data ? { ...data, participants: data.participants.map((p) => (p.id === participant.id ? participant : p)) } : data,
  );
  return queryClient.invalidateQueries({ queryKey: jobFairParticipantsKeys.fair(participant.job_fair) });
}
