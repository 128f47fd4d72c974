import {
  ADMIN_EMPLOYER_MESSAGES,
  ADMIN_JOB_MESSAGES,
  adminPageWindow,
  displayName,
  UNKNOWN_COMPANY,
  type adminEmployerListQuerySchema,
} from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordAdminAction } from '../audit-log/index.js';
import { cleanUpRemovedEmployerAccount, cleanUpRemovedJob, removeEmployerAccount, removeJob } from '../jobs/index.js';
import { closeReportsOfDeletedJob } from '../reports/index.js';
import {
  countUpcomingFairs,
  employerFilterValues,
  findDeletionSubjectForUpdate,
  findEmployerRow,
  findJobDeletionSubjectForUpdate,
  jobsOfEmployer,
  listEmployerRows,
  type EmployerJobRow,
  type EmployerListRow,
} from './admin-employers.repo.js';

export type AdminEmployerListQuery = z.output<typeof adminEmployerListQuerySchema>;

/** One page (or all) of Manage Employers, and how many match over all pages. */
export interface EmployerPage {
  rows: EmployerListRow[];
  total: number;
}

/**
 * Employers, newest first, narrowed by the spec's industry and location filters, the search and the
 * verification status; paged when asked (without page or page_size, every match). Admins only.
 */
export function listEmployers(ctx: AppContext, actor: AuthUser, query: AdminEmployerListQuery): Promise<EmployerPage> {
  requireRole(actor, 'Admin');
  return listEmployerRows(ctx.db, {
    // A blank text (trimmed by the contract) means no filter, as a cleared field sends it.
    search: query.search || undefined,
    industry: query.industry || undefined,
    location: query.location || undefined,
    verification: query.verification,
    window: adminPageWindow(query),
  });
}

/** The industries and locations employers have, for the filter lists. Admins only. */
export function employerFilters(
  ctx: AppContext,
  actor: AuthUser,
): Promise<{ industries: string[]; locations: string[] }> {
  requireRole(actor, 'Admin');
  return employerFilterValues(ctx.db);
}

/**
 * One employer for the view dialog: the record, every job with its applications count, and how many of
 * their job fairs have not ended (what a deletion would cancel). A missing account or one that is not an
 * employer's answers 404. Admins only.
 */
export async function employerDetail(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
): Promise<{ employer: EmployerListRow; jobs: EmployerJobRow[]; upcomingJobFairs: number }> {
  requireRole(actor, 'Admin');
  const employer = await findEmployerRow(ctx.db, userId);
  if (!employer) throw notFound(ADMIN_EMPLOYER_MESSAGES.employerNotFound);
  return {
    employer,
    jobs: await jobsOfEmployer(ctx.db, userId),
    upcomingJobFairs: await countUpcomingFairs(ctx.db, userId, ctx.now()),
  };
}

/**
 * An admin deletes an employer (Manage Employers). In one transaction, with the account locked: the same
 * removal as the employer's own deletion (account, profile, jobs, the applications to them, job fairs;
 * applicants and registrants are told through their events), the audit record, and `employer.deleted`,
 * from which the employer's mail follows. The resumes and the logo are deleted after the commit. A job
 * seeker or an admin is refused with 409 (they are handled in Manage Users), nothing changed.
 */
export async function deleteEmployer(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  reasonInput: string | null | undefined,
): Promise<{ message: string }> {
  requireRole(actor, 'Admin');
  const reason = reasonInput || null;
  const at = ctx.now();
  const removed = await ctx.db.transaction(async (tx) => {
    const subject = await findDeletionSubjectForUpdate(tx, userId);
    if (!subject) throw notFound(ADMIN_EMPLOYER_MESSAGES.employerNotFound);
    if (subject.userType !== 'Employer') throw conflict(ADMIN_EMPLOYER_MESSAGES.notEmployer);
    const removal = await removeEmployerAccount(ctx, tx, subject.id, 'admin');
    // Unreachable while the row is locked above; kept so a removal that found nothing never records one.
    if (!removal) throw notFound(ADMIN_EMPLOYER_MESSAGES.employerNotFound);
    const name = displayName(subject.firstName, subject.lastName);
    const company = subject.compName?.trim() ?? '';
    await recordAdminAction(tx, actor, {
      action: 'delete_employer',
      subjectType: 'employer',
      subjectId: subject.id,
      // The company is what admins know an employer by; without a profile, the contact person.
      subjectLabel: company || name,
      subjectEmail: subject.email,
      reason,
      at,
    });
    await ctx.events.emit(tx, 'employer.deleted', { userId: subject.id, email: subject.email, name, company, reason });
    return removal;
  });
  await cleanUpRemovedEmployerAccount(ctx, removed);
  return { message: ADMIN_EMPLOYER_MESSAGES.deleted };
}

/**
 * An admin deletes a job post (a reported scam, a discriminatory post). In one transaction, with the job
 * locked: its reports are closed (pending ones resolved; all marked as content deleted), the job goes with
 * its applications through the jobs feature's removal (applicants are told "An administrator removed…"),
 * the audit record is written, and `job.taken-down` tells the employer why. The resumes the applicants
 * sent are deleted after the commit. A missing job answers 404 and changes nothing. Admins only.
 */
export async function deleteJobAsAdmin(
  ctx: AppContext,
  actor: AuthUser,
  jobId: number,
  reasonInput: string | null | undefined,
): Promise<{ message: string }> {
  requireRole(actor, 'Admin');
  const reason = reasonInput?.trim() || null;
  const at = ctx.now();
  const removed = await ctx.db.transaction(async (tx) => {
    const subject = await findJobDeletionSubjectForUpdate(tx, jobId);
    if (!subject) throw notFound(ADMIN_JOB_MESSAGES.jobNotFound);
    // Before the delete: afterwards the reports' job_id is already null and they cannot be found.
    await closeReportsOfDeletedJob(tx, jobId, at);
    const removal = await removeJob(ctx, tx, jobId, 'admin');
    // Unreachable while the row is locked above; kept so a removal that found nothing never records one.
    if (!removal) throw notFound(ADMIN_JOB_MESSAGES.jobNotFound);
    // The company as the job feed and Manage Reports name it, so the admin recognises the record.
    const company = subject.compName?.trim() || UNKNOWN_COMPANY;
    const employer = {
      userId: subject.employerId,
      email: subject.employerEmail,
      name: displayName(subject.employerFirstName, subject.employerLastName),
    };
    await recordAdminAction(tx, actor, {
      action: 'delete_job',
      subjectType: 'job',
      subjectId: subject.id,
      subjectLabel: `${subject.jobTitle} at ${company}`,
      subjectEmail: subject.employerEmail,
      reason,
      at,
    });
    await ctx.events.emit(tx, 'job.taken-down', { jobId, jobTitle: subject.jobTitle, employer, company, reason });
    return removal;
  });
  await cleanUpRemovedJob(ctx, removed);
  return { message: ADMIN_JOB_MESSAGES.deleted };
}
