import { preferencesApi, type EndpointResult, type WorkNeedsRequest } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { WORK_NEEDS_QUERY_KEY } from './get-work-needs';

export type SaveWorkNeedsResponse = EndpointResult<typeof preferencesApi.saveWorkNeeds>;

/** Replaces what the job seeker needs at work (PUT /api/work-needs/ {work_needs}). */
export function saveWorkNeeds(request: WorkNeedsRequest): Promise<SaveWorkNeedsResponse> {
  return callApi(preferencesApi.saveWorkNeeds, { body: request });
}

/**
 * Saves, then refreshes the needs and the recommendations (their words say which needs each job meets).
 */
export function useSaveWorkNeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkNeeds,
    onSuccess: async (answer) => {
      queryClient.setQueryData(WORK_NEEDS_QUERY_KEY, { work_needs: answer.work_needs });
      // The job feed's recommendations (key ['job-feed', 'recommended', userId], job-feed/api).
      await queryClient.invalidateQueries({ queryKey: ['job-feed', 'recommended'] });
    },
  });
}
