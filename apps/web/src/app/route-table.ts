import { PRODUCT_SLUG, type UserType } from '@kakayahan/contracts';

/** Who may open a route: anyone (no guard), or only the listed roles; the first role's sign-in takes anonymous visitors. */
export type RouteRoles = 'anyone' | readonly [UserType, ...UserType[]];

/** One address of the web app. */
export interface RouteEntry {
  readonly path: string;
  readonly roles: RouteRoles;
  /** The admin's pages sit inside the admin shell (its sidebar). */
  readonly layout?: 'admin';
  /** An old address kept working: it only redirects here and has no page of its own. */
  readonly redirectTo?: string;
  /** A job seeker still waiting for approval may open it (their registration); every other route sends them here. */
  readonly pendingAllowed?: boolean;
}

const SIGNED_IN = ['Employee', 'Employer', 'Admin'] as const;
const PEOPLE_WHO_CHAT = ['Employee', 'Employer'] as const;
const JOB_SEEKER = ['Employee'] as const;
const EMPLOYER = ['Employer'] as const;
const ADMIN = ['Admin'] as const;

/**
 * Every route of the web app and the roles allowed on it, as plain data (no React): router.tsx builds its
 * routes and guards from this list, and the browser suite's accessibility audit imports it, so a route
 * added here without an audit entry fails the audit.
 */
export const ROUTE_TABLE = [
  { path: '/', roles: 'anyone' },
  { path: '/job-seeker/signin', roles: 'anyone' },
  { path: '/job-seeker/signup', roles: 'anyone' },
  { path: '/signup/check-email', roles: 'anyone' },
  { path: '/employer/signin', roles: 'anyone' },
  { path: '/employer/signup', roles: 'anyone' },
  { path: '/admin/signin', roles: 'anyone' },
  { path: '/verify-email/:token', roles: 'anyone' },
  { path: '/FAQS', roles: 'anyone' },
  { path: '/help/:articleId', roles: 'anyone' },
  { path: '/privacy-policy', roles: 'anyone' },
  { path: '/accessibility', roles: 'anyone' },
  { path: '/forgot-password', roles: 'anyone' },
  { path: '/reset-password/:uid/:token', roles: 'anyone' },
  { path: '/unauthorized', roles: 'anyone' },
  { path: '/job-seeker/profile/:userId', roles: 'anyone' },
  { path: '/job-fairs', roles: 'anyone' },
  { path: '/jobs', roles: 'anyone' },
  { path: '/jobs/:jobId', roles: 'anyone' },
  { path: '/companies/:employerId', roles: 'anyone' },
  { path: '/notifications', roles: SIGNED_IN },
  { path: `/${PRODUCT_SLUG}/forum`, roles: SIGNED_IN },
  { path: '/user-chats', roles: PEOPLE_WHO_CHAT },
  { path: '/chat/:roomId', roles: PEOPLE_WHO_CHAT },
  { path: '/job-seeker/pwd', roles: JOB_SEEKER, pendingAllowed: true },
  { path: '/employee-components', roles: JOB_SEEKER },
  { path: '/job-seeker/dashboard', roles: JOB_SEEKER },
  { path: '/job-seeker/apply', roles: JOB_SEEKER },
  { path: '/job-seeker/track-job', roles: JOB_SEEKER },
  { path: '/job-seeker/saved-jobs', roles: JOB_SEEKER },
  { path: '/job-seeker/profile-main', roles: JOB_SEEKER },
  { path: '/job-seeker/profile', roles: JOB_SEEKER },
  { path: '/job-seeker/edit-profile', roles: JOB_SEEKER },
  { path: '/job-seeker/preferences', roles: JOB_SEEKER },
  // The original had a second path for the same picker.
  { path: '/job-seeker/job-preferences', roles: JOB_SEEKER, redirectTo: '/job-seeker/preferences' },
  { path: '/employer-components', roles: EMPLOYER },
  { path: '/employer/profile', roles: EMPLOYER },
  { path: '/employer/edit-profile', roles: EMPLOYER },
  { path: '/employer/dashboard', roles: EMPLOYER },
  { path: '/employer/post-job', roles: EMPLOYER },
  { path: '/employer/edit-job/:jobId', roles: EMPLOYER },
  { path: '/job-fairs/:jobFairId/applications', roles: EMPLOYER },
  { path: '/admin/user-approval', roles: ADMIN, layout: 'admin' },
  { path: '/admin/manage-users', roles: ADMIN, layout: 'admin' },
  { path: '/admin/manage-employers', roles: ADMIN, layout: 'admin' },
  { path: '/admin/audit-log', roles: ADMIN, layout: 'admin' },
  { path: '/admin/decisions', roles: ADMIN, redirectTo: '/admin/audit-log' },
  { path: '/admin/manage-reports', roles: ADMIN, layout: 'admin' },
  { path: '/admin/platform-statistics', roles: ADMIN, layout: 'admin' },
  { path: '*', roles: 'anyone' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

/** The routes that show a page of their own (a lazy chunk), i.e. all but the redirects. */
export type PagePath = Exclude<(typeof ROUTE_TABLE)[number], { redirectTo: string }>['path'];
