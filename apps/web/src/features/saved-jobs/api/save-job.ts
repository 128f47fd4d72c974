import { savedJobsApi, type EndpointResult } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { SAVED_JOBS_QUERY_KEY } from './get-saved-jobs';

export type SaveJobResponse = EndpointResult<typeof savedJobsApi.save>;

/** Saves a job (POST /api/saved-jobs/ {post_id}); saving it again answers the same entry. */
export function saveJob(postId: number): Promise<SaveJobResponse> {
  return callApi(savedJobsApi.save, { body: { post_id: postId } });
}

/**
 * Saves, then refreshes the saved jobs. The answer has no job to add to the list, so the list is fetched
 * again; the mutation stays pending until it is back, so a Save button changes state only once the list
 * says the job is saved.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY });
    },
  });
}
