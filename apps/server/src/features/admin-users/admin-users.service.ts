import { displayName } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { deleteStoredFiles, findAccountFileKeys } from '../accounts/account-files.js';
import { publishNotifications, storeNotificationInTransaction } from '../notifications/notifications.service.js';
import { accountClosedMail, approvalMail, rejectionMail } from './admin-users.mail.js';
import {
  deleteUserRow,
  findUserForUpdate,
  insertDecision,
  listDecisions,
  listJobSeekers,
  markApproved,
  type AdminDecisionRow,
  type JobSeekerListRow,
  type NewAdminDecision,
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

const recipientOf = (user: UserRow) => ({ to: user.email, name: displayName(user.firstName, user.lastName) });

/** One admin decision about a user, as `decide` carries it out. */
interface DecisionSteps<Outcome> {
  action: NewAdminDecision['action'];
  reason: string | null;
  /** Locks the subject's row and refuses a subject this decision does not apply to. */
  lockSubject: (tx: Database) => Promise<UserRow>;
  /** The change itself; it commits together with the decision record. */
  apply: (tx: Database, subject: UserRow, now: Date) => Promise<Outcome>;
  /** Clean-up outside the database, once the decision is committed. */
  afterCommit?: (subject: UserRow, outcome: Outcome) => Promise<void>;
  mail: (subject: UserRow) => MailMessage;
  mailPurpose: string;
  messages: { mailed: string; mailFailed: string };
}

/**
 * Carries out an admin decision: the change and its record commit together (the subject's row locked,
 * so simultaneous decisions are served one after the other); clean-up and the e-mail come after the
 * commit, and neither a storage nor a mail outage undoes the decision.
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
    await insertDecision(tx, { ...decisionOf(actor, locked, now), action: steps.action, reason: steps.reason });
    return { subject: locked, outcome: result };
  });
  await steps.afterCommit?.(subject, outcome);
  const isSent = await sendMail(ctx, steps.mail(subject), { userId: subject.id, purpose: steps.mailPurpose });
  return { message: isSent ? steps.messages.mailed : steps.messages.mailFailed };
}

/**
 * The steps of a decision that removes the account: everything hanging on it (sessions, tokens,
 * notifications, the card row, profile, preferences, applications) goes with the user row, and the
 * stored files (card image, picture, resumes) after the commit.
 */
function accountRemoval(ctx: AppContext) {
  return {
    apply: async (tx: Database, subject: UserRow) => {
      const fileKeys = await findAccountFileKeys(tx, subject.id);
      await deleteUserRow(tx, subject.id);
      return fileKeys;
    },
    afterCommit: (subject: UserRow, fileKeys: string[]) => deleteStoredFiles(ctx, fileKeys, { userId: subject.id }),
  };
}

/**
 * Approves a pending job seeker: the approval, its record and the in-app notification commit together;
 * the live notification and the e-mail go after the commit, and neither outage undoes the approval.
 */
export function approveUser(ctx: AppContext, actor: AuthUser, userId: number): Promise<{ message: string }> {
  return decide(ctx, actor, {
    action: 'approve',
    reason: null,
    lockSubject: (tx) => lockPendingJobSeeker(tx, userId, ADMIN_USER_MESSAGES.alreadyApproved),
    apply: async (tx, subject, now) => {
      await markApproved(tx, subject.id, now);
      return storeNotificationInTransaction(tx, subject.id, APPROVAL_NOTIFICATION.title, APPROVAL_NOTIFICATION.action);
    },
    // Delivered live only once the approval has committed.
    afterCommit: (_subject, notification) => publishNotifications(ctx, [notification]),
    mail: (subject) =>
      approvalMail({
        ...recipientOf(subject),
        signInUrl: `${ctx.config.publicUrl}/job-seeker/signin`,
        isEmailVerified: subject.emailVerifiedAt !== null,
      }),
    mailPurpose: 'approval',
    messages: { mailed: ADMIN_USER_MESSAGES.approved, mailFailed: ADMIN_USER_MESSAGES.approvedMailFailed },
  });
}

/**
 * Rejects a pending job seeker. The account and everything hanging on it are deleted, so the ID photo
 * is not kept without need and the person may sign up again; the decision record keeps who, whom,
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
    action: 'reject',
    reason,
    lockSubject: (tx) => lockPendingJobSeeker(tx, userId, ADMIN_USER_MESSAGES.rejectApproved),
    ...accountRemoval(ctx),
    mail: (subject) =>
      rejectionMail({ ...recipientOf(subject), reason, signUpUrl: `${ctx.config.publicUrl}/job-seeker/signup` }),
    mailPurpose: 'rejection',
    messages: { mailed: ADMIN_USER_MESSAGES.rejected, mailFailed: ADMIN_USER_MESSAGES.rejectedMailFailed },
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
    mail: (subject) => accountClosedMail({ ...recipientOf(subject), reason }),
    mailPurpose: 'account closed',
    messages: { mailed: ADMIN_USER_MESSAGES.deleted, mailFailed: ADMIN_USER_MESSAGES.deletedMailFailed },
  });
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
