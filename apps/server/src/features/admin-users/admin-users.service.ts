import { displayName } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { notify } from '../notifications/notifications.service.js';
import { accountClosedMail, approvalMail, rejectionMail } from './admin-users.mail.js';
import {
  deleteUserRow,
  findCardKey,
  findUserForUpdate,
  insertDecision,
  listDecisions,
  listJobSeekers,
  markApproved,
  type AdminDecisionRow,
  type JobSeekerListRow,
  type UserRow,
} from './admin-users.repo.js';

export const ADMIN_USER_MESSAGES = {
  userNotFound: 'User not found.',
  notJobSeeker: 'Only job seeker registrations wait for approval. This is an employer or administrator account.',
  alreadyApproved: 'This user is already approved.',
  rejectApproved:
    'This user is already approved, so the registration cannot be rejected. To remove the account, delete it in Manage Users.',
  deleteSelf: 'You cannot delete your own account.',
  deleteAdmin: 'Administrator accounts cannot be deleted here.',
  deleteEmployer: 'This is an employer account. Employers are deleted in Manage Employers.',
  approved: 'User approved. They have been notified by e-mail.',
  approvedMailFailed:
    'User approved. The e-mail to tell them could not be sent; they will see the approval when they sign in.',
  rejected: 'Registration rejected. The account and its PWD ID photo were deleted, and the person was told by e-mail.',
  rejectedMailFailed:
    'Registration rejected. The account and its PWD ID photo were deleted, but the e-mail to tell the person could not be sent.',
  deleted: 'User deleted. The account and its PWD ID photo were removed, and the person was told by e-mail.',
  deletedMailFailed:
    'User deleted. The account and its PWD ID photo were removed, but the e-mail to tell the person could not be sent.',
} as const;

export const APPROVAL_NOTIFICATION = {
  title: 'Your account has been approved',
  action: 'An administrator checked your PWD ID and approved your account. You can now sign in and apply for jobs.',
} as const;

/** Job seekers waiting for approval, oldest first. Admins only. */
export function listPendingUsers(ctx: AppContext, actor: AuthUser): Promise<JobSeekerListRow[]> {
  requireRole(actor, 'Admin');
  return listJobSeekers(ctx.db, { pendingOnly: true });
}

/** Every job seeker, whatever their status, newest first (Manage Users). Admins only. */
export function listAllJobSeekers(ctx: AppContext, actor: AuthUser): Promise<JobSeekerListRow[]> {
  requireRole(actor, 'Admin');
  return listJobSeekers(ctx.db, { pendingOnly: false });
}

/** The newest admin decisions first: who decided what about whom, and when. Admins only. */
export function listAdminDecisions(ctx: AppContext, actor: AuthUser, limit: number): Promise<AdminDecisionRow[]> {
  requireRole(actor, 'Admin');
  return listDecisions(ctx.db, limit);
}

/** Locks the subject and refuses anyone but a job seeker waiting for approval. */
async function lockPendingJobSeeker(tx: Database, userId: number, approvedMessage: string): Promise<UserRow> {
  const user = await findUserForUpdate(tx, userId);
  if (!user) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
  if (user.userType !== 'Employee') throw conflict(ADMIN_USER_MESSAGES.notJobSeeker);
  if (user.isApproved) throw conflict(approvedMessage);
  return user;
}

function decisionOf(actor: AuthUser, subject: UserRow, at: Date) {
  return {
    adminId: actor.id,
    adminEmail: actor.email,
    subjectUserId: subject.id,
    subjectEmail: subject.email,
    subjectName: displayName(subject.firstName, subject.lastName),
    createdAt: at,
  };
}

/**
 * Approves a pending job seeker: the approval, its record and the in-app notification commit together;
 * the e-mail goes after the commit, and a mail outage does not undo the approval.
 */
export async function approveUser(ctx: AppContext, actor: AuthUser, userId: number): Promise<{ message: string }> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const subject = await lockPendingJobSeeker(tx, userId, ADMIN_USER_MESSAGES.alreadyApproved);
    await markApproved(tx, subject.id, now);
    await insertDecision(tx, { ...decisionOf(actor, subject, now), action: 'approve', reason: null });
    await notify(tx, subject.id, APPROVAL_NOTIFICATION.title, APPROVAL_NOTIFICATION.action);
    return subject;
  });
  const isSent = await sendMail(
    ctx,
    approvalMail({
      to: user.email,
      name: displayName(user.firstName, user.lastName),
      signInUrl: `${ctx.config.publicUrl}/job-seeker/signin`,
      isEmailVerified: user.emailVerifiedAt !== null,
    }),
    { userId: user.id, purpose: 'approval' },
  );
  return { message: isSent ? ADMIN_USER_MESSAGES.approved : ADMIN_USER_MESSAGES.approvedMailFailed };
}

/**
 * Rejects a pending job seeker. The account and everything hanging on it (sessions, tokens,
 * notifications, the card row) are deleted, so the ID photo is not kept without need and the person
 * may sign up again; the decision record keeps who, whom, when and why.
 */
export async function rejectUser(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  reasonInput: string | null | undefined,
): Promise<{ message: string }> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  const reason = reasonInput || null;
  const { user, cardKey } = await ctx.db.transaction(async (tx) => {
    const subject = await lockPendingJobSeeker(tx, userId, ADMIN_USER_MESSAGES.rejectApproved);
    const key = await findCardKey(tx, subject.id);
    await deleteUserRow(tx, subject.id);
    await insertDecision(tx, { ...decisionOf(actor, subject, now), action: 'reject', reason });
    return { user: subject, cardKey: key };
  });
  await deleteCardFile(ctx, user.id, cardKey);
  const isSent = await sendMail(
    ctx,
    rejectionMail({
      to: user.email,
      name: displayName(user.firstName, user.lastName),
      reason,
      signUpUrl: `${ctx.config.publicUrl}/job-seeker/signup`,
    }),
    { userId: user.id, purpose: 'rejection' },
  );
  return { message: isSent ? ADMIN_USER_MESSAGES.rejected : ADMIN_USER_MESSAGES.rejectedMailFailed };
}

/**
 * Deletes a job seeker's account (Manage Users), pending or approved. Admin accounts, the admin's own
 * account and employers (who have their own screen and endpoint) are refused.
 */
export async function deleteJobSeeker(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  reasonInput: string | null | undefined,
): Promise<{ message: string }> {
  requireRole(actor, 'Admin');
  const now = ctx.now();
  const reason = reasonInput || null;
  const { user, cardKey } = await ctx.db.transaction(async (tx) => {
    const subject = await findUserForUpdate(tx, userId);
    if (!subject) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
    if (subject.id === actor.id) throw conflict(ADMIN_USER_MESSAGES.deleteSelf);
    if (subject.userType === 'Admin') throw forbidden(ADMIN_USER_MESSAGES.deleteAdmin);
    if (subject.userType !== 'Employee') throw conflict(ADMIN_USER_MESSAGES.deleteEmployer);
    const key = await findCardKey(tx, subject.id);
    await deleteUserRow(tx, subject.id);
    await insertDecision(tx, { ...decisionOf(actor, subject, now), action: 'delete_user', reason });
    return { user: subject, cardKey: key };
  });
  await deleteCardFile(ctx, user.id, cardKey);
  const isSent = await sendMail(
    ctx,
    accountClosedMail({ to: user.email, name: displayName(user.firstName, user.lastName), reason }),
    { userId: user.id, purpose: 'account closed' },
  );
  return { message: isSent ? ADMIN_USER_MESSAGES.deleted : ADMIN_USER_MESSAGES.deletedMailFailed };
}

/**
 * Removes the card image after the account is gone. A storage failure is logged with the key so the
 * orphan can be removed by hand; it must not turn a committed decision into an error.
 */
async function deleteCardFile(ctx: AppContext, userId: number, key: string | undefined): Promise<void> {
  if (!key) return;
  try {
    await ctx.files.delete(key);
  } catch (error) {
    ctx.log.error({ err: error, userId, storageKey: key }, 'PWD card file of a removed account could not be deleted');
  }
}

/** Sends a mail after the commit; false (and a log line) when it could not be sent. */
async function sendMail(
  ctx: AppContext,
  mail: MailMessage,
  about: { userId: number; purpose: string },
): Promise<boolean> {
  try {
    await ctx.mailer.send(mail);
    return true;
  } catch (error) {
    ctx.log.error({ err: error, ...about }, 'admin decision mail could not be sent');
    return false;
  }
}
