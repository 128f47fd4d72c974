import type { UserType } from '@kakayahan/contracts';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { useSession, type Session } from '../lib/session';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

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

/** My PWD ID: the one signed-in page of a job seeker whose PWD ID is still being checked. */
export const PENDING_HOME_PATH = '/job-seeker/pwd';

/** Where a signed-in person belongs: a pending job seeker on My PWD ID, everyone else on their role's home. */
export function homePathOf(session: Pick<Session, 'userType' | 'accountStatus'>): string {
  return session.accountStatus === 'pending_approval' ? PENDING_HOME_PATH : HOME_PATH[session.userType];
}

const PENDING_ALLOWED: readonly string[] = (ROUTE_TABLE as readonly RouteEntry[])
  .filter((entry) => entry.pendingAllowed === true)
  .map((entry) => entry.path);

/** Whether a job seeker waiting for approval may open this address (route-table.ts's pendingAllowed). */
export function isPendingAllowed(pathname: string): boolean {
  return PENDING_ALLOWED.some((path) => matchPath(path, pathname) !== null);
}

/**
 * Lets a route render only for the allowed roles. Someone signed in with another role goes to
 * /unauthorized (replace); someone not signed in goes to the sign-in page of the first allowed role
 * and comes back here afterwards. A job seeker still waiting for approval goes to My PWD ID (replace)
 * from every signed-in route that is not open to them.
 */
export function RequireRole({ roles }: { roles: UserType[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${SIGN_IN_PATH[roles[0] ?? 'Employee']}?redirect=${back}`} />;
  }
  if (session.accountStatus === 'pending_approval' && !isPendingAllowed(location.pathname)) {
    return <Navigate replace to={PENDING_HOME_PATH} />;
  }
  if (!roles.includes(session.userType)) return <Navigate replace to="/unauthorized" />;
  return <Outlet />;
}

/** A safe in-app redirect target from a `redirect` query parameter (never another site). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
