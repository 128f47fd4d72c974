import type { AppContext } from '../../app-context.js';
import { listPublicJobs } from './jobs.repo.js';

/** How many of the newest jobs the public list carries; the landing page picks its few at random. */
export const PUBLIC_JOBS_LIMIT = 100;

/** Jobs anyone may see, signed in or not. */
export function publicJobs(ctx: AppContext) {
  return listPublicJobs(ctx.db, PUBLIC_JOBS_LIMIT);
}
