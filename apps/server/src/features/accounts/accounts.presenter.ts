import { displayName, type LoginResponse, type MeResponse } from '@kakayahan/contracts';
import type { AuthUser } from '../../platform/auth/session.service.js';
import type { LoginResult } from './accounts.service.js';

/** The login answer of document 1 §3. `username` is the display name, never the e-mail. */
export function presentLogin(result: LoginResult): LoginResponse {
  return {
    token: result.token,
    userId: result.user.id,
    user_type: result.user.userType,
    username: displayName(result.user.firstName, result.user.lastName),
    has_profile: result.hasProfile,
    account_status: result.accountStatus,
    first_sign_in: result.isFirstSignIn,
  };
}

export function presentMe(user: AuthUser): MeResponse {
  return { userId: user.id, user_type: user.userType, username: user.username, email: user.email };
}
