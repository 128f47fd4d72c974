import { JOB_MESSAGES, type allJobsQuerySchema } from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { searchAllJobs } from './all-jobs.repo.js';
import { loadEmployerJobs, loadFeedJobs, type FeedJobRow } from '../job-feed/index.js';
import {
  jobExists,
  listDisabilityTags,
  listJobDisabilityTagIds,
  listJobTagIds,
  listPublicJobs,
  listTags,
} from './jobs.repo.js';

/** How many of the newest jobs the public list carries; the landing page picks its few at random. */
export const PUBLIC_JOBS_LIMIT = 100;

/** Jobs anyone may see, signed in or not. */
export function publicJobs(ctx: AppContext) {
  return listPublicJobs(ctx.db, PUBLIC_JOBS_LIMIT);
}

/** The specialty tags an employer picks from (and job seekers' preferences), by name. No sign-in needed. */
export function specialtyTags(ctx: AppContext) {
  return listTags(ctx.db);
}

/** The disability tags an employer picks from, by name. No sign-in needed. */
export function disabilityTagList(ctx: AppContext) {
  return listDisabilityTags(ctx.db);
}

/** The ids of a job's specialty tags (the edit form preselects them). Jobs are public, so no sign-in. */
export async function jobTagIds(ctx: AppContext, jobId: number) {
  if (!(await jobExists(ctx.db, jobId))) throw notFound(JOB_MESSAGES.notFound);
  return listJobTagIds(ctx.db, jobId);
}

/** The ids of a job's disability tags (the edit form preselects them). */
export async function jobDisabilityTagIds(ctx: AppContext, jobId: number) {
  if (!(await jobExists(ctx.db, jobId))) throw notFound(JOB_MESSAGES.notFound);
  return listJobDisabilityTagIds(ctx.db, jobId);
}

/** One job as the application form and the job page show it. Public. */
export async function jobDetail(ctx: AppContext, jobId: number): Promise<FeedJobRow> {
  const [row] = await loadFeedJobs(ctx.db, [jobId]);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  return row;
}

/** The signed-in employer's own postings, newest first, with applicant counts. */
export function employerJobs(ctx: AppContext, actor: AuthUser) {
  requireRole(actor, 'Employer');
  return loadEmployerJobs(ctx.db, actor.id);
}

/**
 * All Jobs for any signed-in person: search, category and verified-employer filters, and pages. A job seeker does not see the
 * jobs they already applied to (document 2 §2), and the total leaves them out too.
 */
export function allJobs(ctx: AppContext, actor: AuthUser, query: z.output<typeof allJobsQuerySchema>) {
  return searchAllJobs(ctx.db, {
    text: query.q,
    categories: query.category,
    hideAppliedBy: actor.userType === 'Employee' ? actor.id : null,
    verifiedOnly: query.verified === true,
    page: query.page,
    pageSize: query.page_size,
  });
}
