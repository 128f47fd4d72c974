import { myPwdIdApi, type MyPwdId, type UpdateMyPwdIdRequest } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { MY_PWD_ID_QUERY_KEY } from './get-my-pwd-id';

/** Corrects the ID number and/or disability type while waiting (PATCH /api/my-pwd-id/); answers the registration. */
export function updateMyPwdId(body: UpdateMyPwdIdRequest): Promise<MyPwdId> {
  return callApi(myPwdIdApi.update, { body });
}

/** The correction as a mutation; the page shows the answer at once (it is the whole registration). */
export function useUpdateMyPwdId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyPwdId,
    onSuccess: (answer) => queryClient.setQueryData(MY_PWD_ID_QUERY_KEY, answer),
  });
}
