import { applicationsApi } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ApplicationDecision } from './approve-application';
import { recordDecision } from './dashboard-cache';

/** Declines a pending application (POST /api/applications/{id}/decline/, no body). */
export function declineApplication(applicationId: number): Promise<ApplicationDecision> {
  return callApi(applicationsApi.decline, { params: { id: applicationId } });
}

/** Declines, and shows the new status on the dashboard at once. */
export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineApplication,
    onSuccess: (answer) => recordDecision(queryClient, answer.application_id, answer.application_status),
  });
}
