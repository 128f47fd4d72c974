import { accountsApi, type LoginRequest, type LoginResponse } from '@kakayahan/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Signs in an administrator (POST /api/admin-login/). The server refuses other roles with 403
 * "admin_only"; the screen checks the role again so a wrong answer never becomes a session.
 */
export function adminLogin(body: LoginRequest): Promise<LoginResponse> {
  return callApi(accountsApi.adminLogin, { body, auth: false });
}

/** The admin sign-in call as a mutation. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
