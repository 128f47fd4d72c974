import type { UserType } from '@kakayahan/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Where each role signs in. */
export const SIGN_IN_PATH: Record<UserType, string> = {
  Employee: '/job-seeker/signin',
  Employer: '/employer/signin',
  Admin: '/admin/signin',
};

/** Each role's home after sign-in. */
export const HOME_PATH: Record<UserType, string> = {
  Employee: '/employee-components',
  Employer: '/employer-components',
  Admin: '/admin/user-approval',
};

/**
 * Lets a route render only for the allowed roles. Someone signed in with another role goes to
 * /unauthorized (replace); someone not signed in goes to the sign-in page of the first allowed role
 * and comes back here afterwards.
 */
export function RequireRole({ roles }: { roles: UserType[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${SIGN_IN_PATH[roles[0] ?? 'Employee']}?redirect=${back}`} />;
  }
  if (!roles.includes(session.userType)) return <Navigate replace to="/unauthorized" />;
  return <Outlet />;
}

/** A safe in-app redirect target from a `redirect` query parameter (never another site). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
