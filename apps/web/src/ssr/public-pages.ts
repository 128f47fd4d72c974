import type { RoutePath } from '../app/route-table';

/**
 * The pages a visitor gets rendered on the server (decision 025): open to anyone and worth finding. The
 * others (sign-in, sign-up, one-time links) are the app's, rendered in the browser. First the job and company
 * pages; the landing page, job fairs, the Help Centre, privacy and accessibility follow once their
 * keyboard, read-aloud and offline behaviour is checked on a page that wakes the app on first use.
 */
export const PUBLIC_PAGE_PATHS = [
  // A job's page (with its JobPosting data) and a company's.
  '/jobs/:jobId',
  '/companies/:employerId',
] as const satisfies readonly RoutePath[];
