import {
  applicationsApi,
  type AccommodationAnswersRequest,
  type accommodationAnswersSavedSchema,
} from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { EMPLOYER_DASHBOARD_QUERY_KEY } from './get-employer-dashboard';

export type AccommodationAnswersSaved = z.infer<typeof accommodationAnswersSavedSchema>;

/**
 * Answers some or all of what an applicant asked for the hiring process (PUT
 * /api/applications/{id}/accommodations/, {answers: [{kind, answer}]}). The server tells the applicant.
 */
export function answerAccommodations({
  applicationId,
  answers,
}: {
  applicationId: number;
  answers: AccommodationAnswersRequest['answers'];
}): Promise<AccommodationAnswersSaved> {
  return callApi(applicationsApi.answerAccommodations, { params: { id: applicationId }, body: { answers } });
}

/** Saves the answers, then reloads the dashboard so the applicant's row and a reopened dialog show them. */
export function useAnswerAccommodations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAccommodations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYER_DASHBOARD_QUERY_KEY }),
  });
}
