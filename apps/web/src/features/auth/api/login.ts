import { accountsApi, type LoginRequest, type LoginResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Signs in a job seeker, employer or admin (POST /api/login/). No stored token is sent: a stale one
 * from an earlier session must not decide anything here.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return callApi(accountsApi.login, { body, auth: false });
}

/** The sign-in call as a mutation; the sign-in screens decide what happens with the answer. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
