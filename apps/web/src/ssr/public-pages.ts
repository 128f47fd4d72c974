import type { RoutePath } from '../app/route-table';

/**
 * The pages a visitor gets rendered on the server (decision 025): open to anyone and worth finding. The
 * others (sign-in, sign-up, one-time links) are the app's, rendered in the browser. First the job and company
 * pages, then (second slice) the landing page, job fairs, the Help Centre, privacy and accessibility.
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
] as const satisfies readonly RoutePath[];
