import { PRODUCT_SLUG } from '@kakayahan/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { RequireRole } from './guards';
import { AdminShell } from './layouts/admin-shell';
import { RouteErrorPage } from './route-error-page';
import { SiteShell } from './layouts/site-shell';

type PageModule = { default: React.ComponentType };

/** Each page is its own chunk: a phone on a slow connection downloads only what it shows. */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <SiteShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading />,
    children: [
      page('/', () => import('../features/landing/routes/landing-page')),
      page('/job-seeker/signin', () => import('../features/auth/routes/job-seeker-signin-page')),
      page('/job-seeker/signup', () => import('../features/auth/routes/job-seeker-signup-page')),
      page('/employer/signin', () => import('../features/auth/routes/employer-signin-page')),
      page('/employer/signup', () => import('../features/auth/routes/employer-signup-page')),
      page('/admin/signin', () => import('../features/auth/routes/admin-signin-page')),
      page('/verify-email/:token', () => import('../features/auth/routes/verify-email-page')),
      page('/FAQS', () => import('../features/static-pages/routes/faqs-page')),
      page('/privacy-policy', () => import('../features/static-pages/routes/privacy-policy-page')),
      page('/accessibility', () => import('../features/static-pages/routes/accessibility-page')),
      page('/forgot-password', () => import('../features/password-reset/routes/forgot-password-page')),
      page('/reset-password/:uid/:token', () => import('../features/password-reset/routes/reset-password-page')),
      page('/unauthorized', () => import('../features/errors/routes/unauthorized-page')),
      page('/job-seeker/profile/:userId', () => import('../features/job-seeker-profile/routes/public-profile-page')),
      {
        element: <RequireRole roles={['Employee', 'Employer', 'Admin']} />,
        children: [
          page('/notifications', () => import('../features/notifications/routes/notifications-page')),
          page(`/${PRODUCT_SLUG}/forum`, () => import('../features/forum/routes/forum-page')),
        ],
      },
      {
        element: <RequireRole roles={['Employee', 'Employer']} />,
        children: [
          page('/user-chats', () => import('../features/chat/routes/user-chats-page')),
          page('/chat/:roomId', () => import('../features/chat/routes/chat-room-page')),
        ],
      },
      {
        element: <RequireRole roles={['Employee']} />,
        children: [
          page('/employee-components', () => import('../features/home/routes/employee-home-page')),
          page('/job-seeker/dashboard', () => import('../features/job-feed/routes/job-feed-page')),
          page('/job-seeker/apply', () => import('../features/job-feed/routes/apply-page')),
          page('/job-seeker/track-job', () => import('../features/job-feed/routes/track-job-page')),
          page('/job-seeker/profile-main', () => import('../features/job-seeker-profile/routes/profile-main-page')),
          page('/job-seeker/profile', () => import('../features/job-seeker-profile/routes/profile-main-page')),
          page('/job-seeker/edit-profile', () => import('../features/job-seeker-profile/routes/edit-profile-page')),
          page('/job-seeker/preferences', () => import('../features/job-seeker-profile/routes/preferences-page')),
          // The original had a second path for the same picker.
          { path: '/job-seeker/job-preferences', element: <Navigate replace to="/job-seeker/preferences" /> },
        ],
      },
      {
        element: <RequireRole roles={['Employer']} />,
        children: [
          page('/employer-components', () => import('../features/home/routes/employer-home-page')),
          page('/employer/profile', () => import('../features/employer-profile/routes/employer-profile-page')),
          page(
            '/employer/edit-profile',
            () => import('../features/employer-profile/routes/edit-employer-profile-page'),
          ),
          page('/employer/dashboard', () => import('../features/employer-jobs/routes/employer-dashboard-page')),
          page('/employer/post-job', () => import('../features/employer-jobs/routes/post-job-page')),
          page('/employer/edit-job/:jobId', () => import('../features/employer-jobs/routes/edit-job-page')),
        ],
      },
      {
        element: <RequireRole roles={['Admin']} />,
        children: [
          {
            element: <AdminShell />,
            children: [
              page('/admin/user-approval', () => import('../features/admin-users/routes/user-approval-page')),
              page('/admin/manage-users', () => import('../features/admin-users/routes/manage-users-page')),
              page('/admin/decisions', () => import('../features/admin-users/routes/admin-decisions-page')),
              page('/admin/manage-reports', () => import('../features/admin-reports/routes/manage-reports-page')),
            ],
          },
        ],
      },
      page('*', () => import('../features/errors/routes/not-found-page')),
    ],
  },
];

export const router = createBrowserRouter(routes);
