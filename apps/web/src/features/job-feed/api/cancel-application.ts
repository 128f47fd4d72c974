import { applicationsApi, type MessageResponse, type MyApplication } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { MY_APPLICATIONS_QUERY_KEY } from './get-my-applications';
import { JOB_FEED_QUERY_KEY } from './get-recommended-jobs';

/** Cancels (removes) one of the own applications (DELETE /api/cancel-application/{application_id}/). */
export function cancelApplication(applicationId: number): Promise<MessageResponse> {
  return callApi(applicationsApi.cancel, { params: { application_id: applicationId } });
}

/**
 * Cancels, then takes the application out of the cached list at once (so the counts are right while the
 * success message is read); the caller reloads the list from the server after the spec's delay.
 */
export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSuccess: (_answer, applicationId) => {
      queryClient.setQueriesData<MyApplication[]>({ queryKey: MY_APPLICATIONS_QUERY_KEY }, (list) =>
        list?.filter((application) => application.application_id !== applicationId),
      );
      // The job is open to this person again, so it may come back to the feed (not shown here: no wait).
      void queryClient.invalidateQueries({ queryKey: JOB_FEED_QUERY_KEY });
      // The job pages say whether this person applied (issue 14); every job's key starts with 'job'.
      void queryClient.invalidateQueries({ queryKey: ['job'] });
    },
  });
}
