import { myPwdIdApi, type MyPwdId } from '@kakayahan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { MY_PWD_ID_QUERY_KEY } from './get-my-pwd-id';

/** Sends a clearer card photo while waiting (POST /api/my-pwd-id/card/, multipart `image`); answers the registration. */
export function replaceCard(image: File): Promise<MyPwdId> {
  const form = new FormData();
  form.append('image', image, image.name || 'pwd-card.jpg');
  return callApi(myPwdIdApi.replaceCard, { form });
}

/** The new photo as a mutation; the registration's answer (with the new card's link) replaces the page's. */
export function useReplaceCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceCard,
    onSuccess: (answer) => queryClient.setQueryData(MY_PWD_ID_QUERY_KEY, answer),
  });
}
