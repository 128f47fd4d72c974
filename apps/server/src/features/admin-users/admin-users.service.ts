import { adminPageWindow, ADMIN_USER_MESSAGES, displayName, type adminUserListQuerySchema } from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Recipient } from '../../platform/events/domain-events.js';
import { recordAdminAction, type AuditRecord } from '../audit-log/index.js';
import { removeAccountFiles, removeJobSeekerAccount } from './account-removal.js';
import {
  findUserForUpdate,
  hasCardOnFile,
  listJobSeekers,
  markApproved,
  type JobSeekerListRow,
  type UserRow,
} from './admin-users.repo.js';

export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** One page (or all) of an admin list of job seekers, and how many match over all pages. */
export interface JobSeekerPage {
  rows: JobSeekerListRow[];
  total: number;
}

function listOf(ctx: AppContext, pendingOnly: boolean, query: AdminUserListQuery): Promise<JobSeekerPage> {
  return listJobSeekers(ctx.db, { pendingOnly, search: query.search || undefined, window: adminPageWindow(query) });
}

/** Job seekers waiting for approval, oldest first; searched, and paged when asked. Admins only. */
export function listPendingUsers(ctx: AppContext, actor: AuthUser, query: AdminUserListQuery): Promise<JobSeekerPage> {
  requireRole(actor, 'Admin');
  return listOf(ctx, true, query);
}

/** Every job seeker, whatever their status, newest first (Manage Users); searched and paged. Admins only. */
export function listAllJobSeekers(ctx: AppContext, actor: AuthUser, query: AdminUserListQuery): Promise<JobSeekerPage> {
  requireRole(actor, 'Admin');
  return listOf(ctx, false, query);
}

/** Locks the subject and refuses anyone but a job seeker waiting for approval. */
async function lockPendingJobSeeker(tx: Database, userId: number, approvedMessage: string): Promise<UserRow> {
  const user = await findUserForUpdate(tx, userId);
  if (!user) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
  if (user.userType !== 'Employee') throw conflict(ADMIN_USER_MESSAGES.notJobSeeker);
  if (user.isApproved) throw conflict(approvedMessage);
  return user;
}

/**
 * The audit record of a decision about a job seeker: the name and e-mail are copied (the account may be
 * deleted by the decision itself); the PWD ID number is never part of it.
 */
const auditOf = (subject: UserRow, action: AuditRecord['action'], reason: string | null, at: Date): AuditRecord => ({
  action,
  subjectType: 'job_seeker',
  subjectId: subject.id,
  subjectLabel: displayName(subject.firstName, subject.lastName),
  subjectEmail: subject.email,
  reason,
  at,
});

/** The person a decision is about, as the events carry them (the account may be deleted by then). */
const recipientOf = (user: UserRow): Recipient => ({
  userId: user.id,
  email: user.email,
  name: displayName(user.firstName, user.lastName),
});

/** One admin decision about a user, as `decide` carries it out. */
interface DecisionSteps<Outcome> {
  action: 'approve_user' | 'reject_user' | 'delete_user';
  reason: string | null;
  /** Locks the subject's row and refuses a subject this decision does not apply to. */
  lockSubject: (tx: Database) => Promise<UserRow>;
  /** The change itself; it commits together with the audit record. */
  apply: (tx: Database, subject: UserRow, now: Date) => Promise<Outcome>;
  /** Announces the decision in its transaction; notifications and mail subscribe (decision 015). */
  announce: (tx: Database, subject: UserRow) => Promise<void>;
  /** Clean-up outside the database, once the decision is committed. */
  afterCommit?: (subject: UserRow, outcome: Outcome) => Promise<void>;
  message: string;
}

/**
 * Carries out an admin decision: the change, its record and its announcement commit together (the
 * subject's row locked, so simultaneous decisions are served one after the other). The person is told
 * by the subscribers after the commit, through the queue, so a mail outage delays the mail and never
 * undoes or loses the decision; clean-up of stored files comes after the commit.
 */
async function decide<Outcome>(
  ctx: AppContext,
  actor: AuthUser,
  steps: DecisionSteps<Outcome>,
): Promise<{ message: string }> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  const { subject, outcome } = await ctx.db.transaction(async (tx) => {
    const locked = await steps.lockSubject(tx);
    const result = await steps.apply(tx, locked, now);
    await recordAdminAction(tx, actor, auditOf(locked, steps.action, steps.reason, now));
    await steps.announce(tx, locked);
    return { subject: locked, outcome: result };
  });
  await steps.afterCommit?.(subject, outcome);
  return { message: steps.message };
}

/**
 * The steps of a decision that removes the account: everything hanging on it (sessions, tokens,
 * notifications, the card row, profile, preferences, applications) goes with the user row, and the
 * stored files (card image, picture, resumes) after the commit.
 */
function accountRemoval(ctx: AppContext) {
  return {
    apply: (tx: Database, subject: UserRow) => removeJobSeekerAccount(ctx, tx, subject.id),
    afterCommit: (subject: UserRow, fileKeys: string[]) => removeAccountFiles(ctx, subject.id, fileKeys),
  };
}

/**
 * Approves a pending job seeker: the approval, its record and the `user.approved` event commit
 * together; the in-app notification and the e-mail follow from the event.
 */
export function approveUser(ctx: AppContext, actor: AuthUser, userId: number): Promise<{ message: string }> {
  return decide(ctx, actor, {
    action: 'approve_user',
    reason: null,
    lockSubject: async (tx) => {
      const subject = await lockPendingJobSeeker(tx, userId, ADMIN_USER_MESSAGES.alreadyApproved);
      // Nobody is approved without the card the administrator checks (issue 14).
      if (!(await hasCardOnFile(tx, subject.id))) throw conflict(ADMIN_USER_MESSAGES.approveWithoutCard);
      return subject;
    },
    apply: (tx, subject, now) => markApproved(tx, subject.id, now),
    announce: (tx, subject) =>
      ctx.events.emit(tx, 'user.approved', {
        ...recipientOf(subject),
        isEmailVerified: subject.emailVerifiedAt !== null,
      }),
    message: ADMIN_USER_MESSAGES.approved,
  });
}

/**
 * Rejects a pending job seeker. The account and everything hanging on it are deleted, so the ID photo
 * is not kept without need and the person may sign up again; the audit record keeps who, whom,
 * when and why.
 */
export function rejectUser(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  reasonInput: string | null | undefined,
): Promise<{ message: string }> {
  const reason = reasonInput || null;
  return decide(ctx, actor, {
    action: 'reject_user',
    reason,
    lockSubject: (tx) => lockPendingJobSeeker(tx, userId, ADMIN_USER_MESSAGES.rejectApproved),
    ...accountRemoval(ctx),
    announce: (tx, subject) => ctx.events.emit(tx, 'user.rejected', { ...recipientOf(subject), reason }),
    message: ADMIN_USER_MESSAGES.rejected,
  });
}

/** Locks the subject of Manage Users' delete and refuses anyone but another job seeker. */
async function lockDeletableJobSeeker(tx: Database, actor: AuthUser, userId: number): Promise<UserRow> {
  const subject = await findUserForUpdate(tx, userId);
  if (!subject) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
  if (subject.id === actor.id) throw conflict(ADMIN_USER_MESSAGES.deleteSelf);
  if (subject.userType === 'Admin') throw forbidden(ADMIN_USER_MESSAGES.deleteAdmin);
  if (subject.userType !== 'Employee') throw conflict(ADMIN_USER_MESSAGES.deleteEmployer);
  return subject;
}

/**
 * Deletes a job seeker's account (Manage Users), pending or approved. Admin accounts, the admin's own
 * account and employers (who have their own screen and endpoint) are refused.
 */
export function deleteJobSeeker(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  reasonInput: string | null | undefined,
): Promise<{ message: string }> {
  const reason = reasonInput || null;
  return decide(ctx, actor, {
    action: 'delete_user',
    reason,
    lockSubject: (tx) => lockDeletableJobSeeker(tx, actor, userId),
    ...accountRemoval(ctx),
    announce: (tx, subject) => ctx.events.emit(tx, 'user.deleted', { ...recipientOf(subject), reason }),
    message: ADMIN_USER_MESSAGES.deleted,
  });
}
