import { jobFairsApi, type JobFairRegistration } from '@kakayahan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobFairKeys } from './job-fair-keys';

/** The signed-in job seeker's own registrations, cancelled ones too, soonest fair first. */
export function getMyRegistrations(signal?: AbortSignal): Promise<JobFairRegistration[]> {
  return callApi(jobFairsApi.myRegistrations, { ...(signal ? { signal } : {}) });
}

/** Query options of one job seeker's registrations. */
export function myRegistrationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: jobFairKeys.myRegistrations(userId),
    queryFn: ({ signal }) => getMyRegistrations(signal),
  });
}

/** The job seeker's registrations; pass null for anyone else (nothing is fetched). */
export function useMyRegistrations(userId: number | null) {
  return useQuery({ ...myRegistrationsQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** The person's place at a fair (registered or waitlisted), from their registrations; null when none. */
export function activeRegistrationFor(
  registrations: readonly JobFairRegistration[] | undefined,
  jobFairId: number,
): JobFairRegistration | null {
  return registrations?.find((r) => r.job_fair === jobFairId && r.status !== 'cancelled') ?? null;
}
