import { employerVerificationApi, type EmployerVerification } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ownVerificationQueryKey } from './get-own-verification';

/**
 * Sends (or replaces) the business registration (POST /api/employer-verification/, multipart: the
 * registration's text fields and the certificate in `document`).
 */
export function submitVerification(form: FormData): Promise<EmployerVerification> {
  return callApi(employerVerificationApi.submit, { form });
}

/** Submits, then shows the server's answer (now pending) at once, without fetching it again. */
export function useSubmitVerification(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (verification) => {
      queryClient.setQueryData<EmployerVerification>(ownVerificationQueryKey(userId), verification);
    },
  });
}
