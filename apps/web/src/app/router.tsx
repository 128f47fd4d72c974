import type { UserType } from '@kakayahan/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { RequireRole } from './guards';
import { AdminShell } from './layouts/admin-shell';
import { RouteErrorPage } from './route-error-page';
import { ROUTE_TABLE, type PagePath, type RouteEntry } from './route-table';
import { SiteShell } from './layouts/site-shell';

type PageModule = { default: React.ComponentType };

/**
 * The page of each route (route-table.ts says who may open it). Each page is its own chunk: a phone on a
 * slow connection downloads only what it shows.
 */
const PAGES: Record<PagePath, () => Promise<PageModule>> = {
  '/': () => import('../features/landing/routes/landing-page'),
  '/job-seeker/signin': () => import('../features/auth/routes/job-seeker-signin-page'),
  '/job-seeker/signup': () => import('../features/auth/routes/job-seeker-signup-page'),
  '/employer/signin': () => import('../features/auth/routes/employer-signin-page'),
  '/employer/signup': () => import('../features/auth/routes/employer-signup-page'),
  '/admin/signin': () => import('../features/auth/routes/admin-signin-page'),
  '/verify-email/:token': () => import('../features/auth/routes/verify-email-page'),
  '/FAQS': () => import('../features/static-pages/routes/faqs-page'),
  '/help/:articleId': () => import('../features/help/routes/help-article-page'),
  '/privacy-policy': () => import('../features/static-pages/routes/privacy-policy-page'),
  '/accessibility': () => import('../features/static-pages/routes/accessibility-page'),
  '/forgot-password': () => import('../features/password-reset/routes/forgot-password-page'),
  '/reset-password/:uid/:token': () => import('../features/password-reset/routes/reset-password-page'),
  '/unauthorized': () => import('../features/errors/routes/unauthorized-page'),
  '/job-seeker/profile/:userId': () => import('../features/job-seeker-profile/routes/public-profile-page'),
  '/job-fairs': () => import('../features/job-fairs/routes/job-fairs-page'),
  '/jobs': () => import('../features/public-jobs/routes/public-jobs-page'),
  '/jobs/:jobId': () => import('../features/job-feed/routes/job-page'),
  '/companies/:employerId': () => import('../features/employer-profile/routes/company-page'),
  '/signup/check-email': () => import('../features/auth/routes/check-email-page'),
  '/job-seeker/pwd': () => import('../features/my-pwd-id/routes/my-pwd-id-page'),
  '/notifications': () => import('../features/notifications/routes/notifications-page'),
  '/kakayahan/forum': () => import('../features/forum/routes/forum-page'),
  '/user-chats': () => import('../features/chat/routes/user-chats-page'),
  '/chat/:roomId': () => import('../features/chat/routes/chat-room-page'),
  '/employee-components': () => import('../features/home/routes/employee-home-page'),
  '/job-seeker/dashboard': () => import('../features/job-feed/routes/job-feed-page'),
  '/job-seeker/apply': () => import('../features/job-feed/routes/apply-page'),
  '/job-seeker/track-job': () => import('../features/job-feed/routes/track-job-page'),
  '/job-seeker/saved-jobs': () => import('../features/saved-jobs/routes/saved-jobs-page'),
  '/job-seeker/profile-main': () => import('../features/job-seeker-profile/routes/profile-main-page'),
  '/job-seeker/profile': () => import('../features/job-seeker-profile/routes/profile-main-page'),
  '/job-seeker/edit-profile': () => import('../features/job-seeker-profile/routes/edit-profile-page'),
  '/job-seeker/preferences': () => import('../features/job-seeker-profile/routes/preferences-page'),
  '/employer-components': () => import('../features/home/routes/employer-home-page'),
  '/employer/profile': () => import('../features/employer-profile/routes/employer-profile-page'),
  '/employer/edit-profile': () => import('../features/employer-profile/routes/edit-employer-profile-page'),
  '/employer/dashboard': () => import('../features/employer-jobs/routes/employer-dashboard-page'),
  '/employer/post-job': () => import('../features/employer-jobs/routes/post-job-page'),
  '/employer/edit-job/:jobId': () => import('../features/employer-jobs/routes/edit-job-page'),
  '/job-fairs/:jobFairId/applications': () => import('../features/job-fairs/routes/job-fair-participants-page'),
  '/admin/user-approval': () => import('../features/admin-users/routes/user-approval-page'),
  '/admin/manage-users': () => import('../features/admin-users/routes/manage-users-page'),
  '/admin/manage-employers': () => import('../features/admin-employers/routes/manage-employers-page'),
  '/admin/audit-log': () => import('../features/audit-log/routes/audit-log-page'),
  '/admin/manage-reports': () => import('../features/admin-reports/routes/manage-reports-page'),
  '/admin/platform-statistics': () => import('../features/platform-statistics/routes/platform-statistics-page'),
  '*': () => import('../features/errors/routes/not-found-page'),
};

function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(PAGES, path);
}

/** One entry of the table as a route: a lazily loaded page, or the redirect of an old address. */
function routeOf(entry: RouteEntry): RouteObject {
  if (entry.redirectTo !== undefined) {
    return { path: entry.path, element: <Navigate replace to={entry.redirectTo} /> };
  }
  if (!isPagePath(entry.path)) throw new Error(`route-table.ts lists ${entry.path}, which has no page`);
  const load = PAGES[entry.path];
  return { path: entry.path, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * The table's routes under their guards: open routes as they are, the others grouped by their roles
 * behind one RequireRole each (the admin's inside the admin shell), in the table's order.
 */
function guardedRoutes(entries: readonly RouteEntry[]): RouteObject[] {
  const routes: RouteObject[] = [];
  const groups = new Map<string, { roles: UserType[]; layout: RouteEntry['layout']; children: RouteObject[] }>();
  for (const entry of entries) {
    if (entry.roles === 'anyone') {
      routes.push(routeOf(entry));
      continue;
    }
    const key = `${entry.roles.join(',')}|${entry.layout ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { roles: [...entry.roles], layout: entry.layout, children: [] };
      groups.set(key, group);
    }
    group.children.push(routeOf(entry));
  }
  for (const { roles, layout, children } of groups.values()) {
    routes.push({
      element: <RequireRole roles={roles} />,
      children: layout === 'admin' ? [{ element: <AdminShell />, children }] : children,
    });
  }
  return routes;
}

export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading />,
    // A page that fails to load (its code chunk, offline) shows its error inside the shell, not a blank page.
    children: [{ errorElement: <RouteErrorPage inLayout />, children: guardedRoutes(ROUTE_TABLE) }],
  },
];
