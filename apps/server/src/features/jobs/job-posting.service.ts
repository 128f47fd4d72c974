import { JOB_MESSAGES, type EditJobInput, type JobPostingInput } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { reindexJobs } from '../recommendations/index.js';
import { deleteRemovedResumes, removeLockedJob } from './job-removal.js';
import { refreshJobSearch } from './job-search.repo.js';
import {
  countExistingDisabilityTags,
  countExistingTags,
  findJobForUpdate,
  insertJob,
  replaceJobDisabilityTags,
  replaceJobTags,
  updateJob,
  type JobRow,
  type NewJobRow,
} from './jobs.repo.js';

/** Refuses tag ids that do not exist (the lists are already de-duplicated by the contract schema). */
async function checkTagIds(tx: Database, ids: { tags?: number[]; disabilitytag?: number[] }): Promise<void> {
  if (ids.tags && (await countExistingTags(tx, ids.tags)) !== ids.tags.length) {
    throw badRequest(JOB_MESSAGES.unknownTag, { tags: JOB_MESSAGES.unknownTag });
  }
  if (ids.disabilitytag && (await countExistingDisabilityTags(tx, ids.disabilitytag)) !== ids.disabilitytag.length) {
    throw badRequest(JOB_MESSAGES.unknownDisabilityTag, { disabilitytag: JOB_MESSAGES.unknownDisabilityTag });
  }
}

/** Keeps the search document and the recommendation index in step with a written job (same transaction). */
async function reindex(tx: Database, jobId: number): Promise<void> {
  await refreshJobSearch(tx, { jobIds: [jobId] });
  await reindexJobs(tx, [jobId]);
}

/**
 * Locks a job the actor wants to change. A missing job is 404; someone else's job is 403, not 404:
 * every job is public (GET /api/job/{id}), so saying it exists reveals nothing.
 */
async function lockOwnJob(tx: Database, actor: AuthUser, jobId: number): Promise<JobRow> {
  const job = await findJobForUpdate(tx, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (job.employerId !== actor.id) throw forbidden(JOB_MESSAGES.notOwner);
  return job;
}

/** Posts a job with its tags (Employer only). Everything commits together or nothing is stored. */
export async function postJob(
  ctx: AppContext,
  actor: AuthUser,
  input: JobPostingInput,
): Promise<{ message: string; post_id: number }> {
  requireRole(actor, 'Employer');
  const now = ctx.now();
  const jobId = await ctx.db.transaction(async (tx) => {
    await checkTagIds(tx, input);
    const id = await insertJob(tx, {
      employerId: actor.id,
      jobTitle: input.job_title,
      jobDesc: input.job_desc,
      jobType: input.job_type,
      category: input.category,
      location: input.location,
      salaryRange: input.salary_range || null,
      skillsReq: input.skills_req,
      workplaceFacts: input.workplace_facts,
      workplaceNote: input.workplace_note,
      createdAt: now,
      updatedAt: now,
    });
    await replaceJobTags(tx, id, input.tags);
    await replaceJobDisabilityTags(tx, id, input.disabilitytag);
    await reindex(tx, id);
    return id;
  });
  return { message: JOB_MESSAGES.posted, post_id: jobId };
}

/**
 * Edits the actor's own job. Fields left out keep their value; `tags` and `disabilitytag`, when given,
 * replace the whole set (an empty list clears it).
 */
export async function editJob(
  ctx: AppContext,
  actor: AuthUser,
  jobId: number,
  input: EditJobInput,
): Promise<{ message: string; post_id: number }> {
  requireRole(actor, 'Employer');
  await ctx.db.transaction(async (tx) => {
    await lockOwnJob(tx, actor, jobId);
    await checkTagIds(tx, input);
    const changes: Partial<NewJobRow> = {
      jobTitle: input.job_title,
      category: input.category,
      updatedAt: ctx.now(),
      ...(input.job_type === undefined ? {} : { jobType: input.job_type }),
      ...(input.job_desc === undefined ? {} : { jobDesc: input.job_desc }),
      ...(input.location === undefined ? {} : { location: input.location }),
      ...(input.salary_range === undefined ? {} : { salaryRange: input.salary_range || null }),
      ...(input.skills_req === undefined ? {} : { skillsReq: input.skills_req }),
      ...(input.workplace_facts === undefined ? {} : { workplaceFacts: input.workplace_facts }),
      ...(input.workplace_note === undefined ? {} : { workplaceNote: input.workplace_note }),
    };
    await updateJob(tx, jobId, changes);
    if (input.tags) await replaceJobTags(tx, jobId, input.tags);
    if (input.disabilitytag) await replaceJobDisabilityTags(tx, jobId, input.disabilitytag);
    await reindex(tx, jobId);
  });
  return { message: JOB_MESSAGES.updated, post_id: jobId };
}

/**
 * Deletes the actor's own job with its applications. The applicants are collected in the same
 * transaction (the job row locked, so no application slips in between) and the removal is announced
 * there; each is told in the app and by e-mail after the commit, and the resumes they sent are deleted.
 */
export async function deleteJob(
  ctx: AppContext,
  actor: AuthUser,
  jobId: number,
): Promise<{ message: string; notified_applicants: number }> {
  requireRole(actor, 'Employer');
  const removed = await ctx.db.transaction(async (tx) => {
    await lockOwnJob(tx, actor, jobId);
    return removeLockedJob(ctx, tx, jobId, 'employer');
  });
  await deleteRemovedResumes(ctx, removed);
  return { message: JOB_MESSAGES.deleted, notified_applicants: removed.length };
}
