import { passwordResetApi, type ResetLinkCheck } from '@kakayahan/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Checks a mailed reset link without using it up (GET /api/reset-password/{uid}/{token}/, no token header). */
export function checkResetLink(uid: number, token: string): Promise<ResetLinkCheck> {
  return callApi(passwordResetApi.checkResetLink, { params: { uid, token }, auth: false });
}

/**
 * The link's state when its page opens. Read once per page: a link that is valid now stays so while the
 * form is filled in, and the reset's own answer covers the rare link that ends meanwhile.
 */
export function useResetLinkCheck(uid: number, token: string) {
  return useQuery({
    queryKey: ['reset-link', uid, token],
    queryFn: () => checkResetLink(uid, token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
