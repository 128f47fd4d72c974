import { signupResponseSchema, type SignupRequest, type SignupResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates a job seeker (pending approval) or employer account (POST /api/signup/, 201 {id, message}). */
export function signup(body: SignupRequest): Promise<SignupResponse> {
  return apiRequest('/api/signup/', { method: 'POST', body, schema: signupResponseSchema, auth: false });
}

/** The sign-up call as a mutation. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
