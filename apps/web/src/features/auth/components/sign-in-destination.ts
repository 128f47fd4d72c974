import type { LoginResponse, UserType } from '@kakayahan/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { HOME_PATH, PENDING_HOME_PATH } from '../../../app/guards';
import { userPreferencesQueryOptions } from '../api/get-user-preferences';

/** Job seekers without specialty preferences set them up first (document 1 §2). */
export const JOB_SEEKER_PREFERENCES_PATH = '/job-seeker/preferences';
/** Employers without a company profile create one first (document 1 §2). */
export const EMPLOYER_EDIT_PROFILE_PATH = '/employer/edit-profile';

const AUTH_PAGE = /^\/(?:(?:job-seeker|employer|admin)\/(?:signin|signup)|verify-email\/)/u;
const PUBLIC_JOB_SEEKER_PROFILE = /^\/job-seeker\/profile\/[^/]+\/?$/u;

/** The one role a path is reserved for (document 1 §2), or null when several roles may open it. */
function reservedRole(pathname: string): UserType | null {
  if (/^\/admin(?:\/|$)/u.test(pathname)) return 'Admin';
  if (/^\/(?:employer(?:\/|-components|$)|job-fairs\/[^/]+\/applications)/u.test(pathname)) return 'Employer';
  if (PUBLIC_JOB_SEEKER_PROFILE.test(pathname)) return null;
  if (/^\/(?:job-seeker(?:\/|$)|employee-components)/u.test(pathname)) return 'Employee';
  return null;
}

/**
 * Whether a (safe, in-app) redirect target suits the role that just signed in: never back to a
 * sign-in or sign-up page, and never into another role's area, which would only end at /unauthorized.
 */
export function redirectFitsRole(target: string, role: UserType): boolean {
  const pathname = target.split(/[?#]/u)[0] ?? '';
  if (AUTH_PAGE.test(pathname)) return false;
  const reserved = reservedRole(pathname);
  return reserved === null || reserved === role;
}

/**
 * Where someone goes after signing in: a job seeker whose PWD ID is still being checked to My PWD ID
 * (the one page open to them); else the redirect target when it fits their role, else by role and
 * set-up state (document 1 §2). The preferences check asks the server afresh; if it fails the job
 * seeker goes home, since the sign-in itself succeeded.
 */
export async function destinationAfterSignIn(
  login: LoginResponse,
  redirect: string | null,
  queryClient: QueryClient,
): Promise<string> {
  if (login.account_status === 'pending_approval') return PENDING_HOME_PATH;
  if (redirect && redirectFitsRole(redirect, login.user_type)) return redirect;
  switch (login.user_type) {
    case 'Employee': {
      try {
        const answer = await queryClient.query({ ...userPreferencesQueryOptions(login.userId), staleTime: 0 });
        return answer.has_preferences ? HOME_PATH.Employee : JOB_SEEKER_PREFERENCES_PATH;
      } catch {
        return HOME_PATH.Employee;
      }
    }
    case 'Employer':
      return login.has_profile ? HOME_PATH.Employer : EMPLOYER_EDIT_PROFILE_PATH;
    case 'Admin':
      return HOME_PATH.Admin;
  }
}
