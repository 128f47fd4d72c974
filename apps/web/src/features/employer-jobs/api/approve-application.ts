import { applicationsApi, type applicationDecisionSchema } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { recordDecision } from './dashboard-cache';

export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** Approves a pending application (POST /api/applications/{id}/approve/, no body). */
export function approveApplication(applicationId: number): Promise<ApplicationDecision> {
  return callApi(applicationsApi.approve, { params: { id: applicationId } });
}

/** Approves, and shows the new status on the dashboard at once. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: (answer) => recordDecision(queryClient, answer.application_id, answer.application_status),
  });
}
