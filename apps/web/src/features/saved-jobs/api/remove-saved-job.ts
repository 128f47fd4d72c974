import { savedJobsApi, type EndpointResult, type SavedJob } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { SAVED_JOBS_QUERY_KEY } from './get-saved-jobs';

export type RemoveSavedJobResponse = EndpointResult<typeof savedJobsApi.remove>;

/** Takes a job, or the note of a removed one, off the saved jobs (DELETE /api/saved-jobs/{saved_id}/). */
export function removeSavedJob(savedId: number): Promise<RemoveSavedJobResponse> {
  return callApi(savedJobsApi.remove, { params: { saved_id: savedId } });
}

/** Removes, takes the entry out of the list at once, then refreshes the list from the server. */
export function useRemoveSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedJob,
    onSuccess: async (_answer, savedId) => {
      queryClient.setQueryData<SavedJob[]>(SAVED_JOBS_QUERY_KEY, (list) =>
        list?.filter((entry) => entry.saved_id !== savedId),
      );
      await queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY });
    },
  });
}
