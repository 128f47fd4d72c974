import {
  JOB_MESSAGES,
  PUBLIC_JOB_SEARCH_PAGE_SIZE,
  type allJobsQuerySchema,
  type publicJobSearchQuerySchema,
} from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { searchAllJobs } from './all-jobs.repo.js';
import {
  loadEmployerJobs,
  loadFeedJobs,
  loadOwnApplications,
  type FeedJobRow,
  type OwnApplicationRow,
} from '../job-feed/index.js';
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

/**
 * One job as the job page and the application form show it. Public; a signed-in job seeker also gets
 * their own application to it (null when none), so the page says "Applied on …" instead of Apply.
 */
export async function jobDetail(
  ctx: AppContext,
  actor: AuthUser | null,
  jobId: number,
): Promise<{ row: FeedJobRow; myApplication: OwnApplicationRow | null | undefined }> {
  const [row] = await loadFeedJobs(ctx.db, [jobId]);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  if (actor?.userType !== 'Employee') return { row, myApplication: undefined };
  const mine = await loadOwnApplications(ctx.db, actor.id, [jobId]);
  return { row, myApplication: mine.get(jobId) ?? null };
}

/** The signed-in employer's own postings, newest first, with applicant counts. */
export function employerJobs(ctx: AppContext, actor: AuthUser) {
  requireRole(actor, 'Employer');
  return loadEmployerJobs(ctx.db, actor.id);
}

/**
 * All Jobs for any signed-in person: search, filters (category, verified employer, location, remote, job
 * type, minimum salary, workplace accessibility), order and pages. A job seeker sees the jobs they already applied to as well, each
 * with their application (issue 14: "Applied on …" instead of Apply; the spec's list left them out).
 */
export async function allJobs(
  ctx: AppContext,
  actor: AuthUser,
  query: z.output<typeof allJobsQuerySchema>,
): Promise<{ rows: FeedJobRow[]; total: number; mine: Map<number, OwnApplicationRow> | null }> {
  const { rows, total } = await searchAllJobs(ctx.db, {
    text: query.q,
    categories: query.category,
    verifiedOnly: query.verified === true,
    location: query.location || undefined,
    remoteOnly: query.remote === true,
    jobType: query.job_type,
    minSalary: query.min_salary,
    workplace: query.workplace,
    sort: query.sort,
    page: query.page,
    pageSize: query.page_size,
  });
  const mine =
    actor.userType === 'Employee'
      ? await loadOwnApplications(
          ctx.db,
          actor.id,
          rows.map((row) => row.id),
        )
      : null;
  return { rows, total, mine };
}

/**
 * The public job list (/jobs, issue 15): the same search, ranking and order as All Jobs (best match with
 * words, newest without), with only the search words, one category and the page. Anyone may read it, so it
 * carries nothing about the reader; a page past the last answers no jobs with the real total.
 */
export async function publicJobSearch(
  ctx: AppContext,
  query: z.output<typeof publicJobSearchQuerySchema>,
): Promise<{ rows: FeedJobRow[]; total: number; page: number; pageSize: number }> {
  const pageSize = PUBLIC_JOB_SEARCH_PAGE_SIZE;
  const { rows, total } = await searchAllJobs(ctx.db, {
    text: query.q,
    categories: query.category ? [query.category] : [],
    verifiedOnly: false,
    location: undefined,
    remoteOnly: false,
    jobType: undefined,
    minSalary: undefined,
    workplace: [],
    sort: undefined,
    page: query.page,
    pageSize,
  });
  return { rows, total, page: query.page, pageSize };
}
