import type { RoutePath } from '../app/route-table';

/**
 * The pages a visitor gets rendered on the server (decision 025): open to anyone and worth finding, and the
 * sign-in pages, which every returning person opens first on their phone (decision 031). The
 * others (sign-up with its card reader, one-time links) are the app's, rendered in the browser. First the job
 * and company pages, then (second slice) the landing page, job fairs, the Help Centre, privacy and
 * accessibility.
 */
export const PUBLIC_PAGE_PATHS = [
  // A job's page (with its JobPosting data) and a company's.
  '/jobs/:jobId',
  '/companies/:employerId',
  // The public job list with its search, category and pages (decision 027).
  '/jobs',
  // The landing page, job fairs, the Help Centre and its articles, privacy and accessibility.
  '/',
  '/job-fairs',
  '/FAQS',
  '/help/:articleId',
  '/privacy-policy',
  '/accessibility',
  // Sign-in: the form is there at once; using a field wakes the app, which takes what was typed and a sign-in
  // sent before it was there (public-entry.ts). The form's method is POST, so a browser that sends it itself
  // never puts the password in an address.
  '/job-seeker/signin',
  '/employer/signin',
  '/admin/signin',
] as const satisfies readonly RoutePath[];
