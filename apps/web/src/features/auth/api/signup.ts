import { accountsApi, type SignupRequest, type SignupResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Creates a job seeker (pending approval) or employer account (POST /api/signup/, 201 {id, message}). */
export function signup(body: SignupRequest): Promise<SignupResponse> {
  return callApi(accountsApi.signup, { body, auth: false });
}

/** The sign-up call as a mutation. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
