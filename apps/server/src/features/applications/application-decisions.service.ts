import { APPLICATION_MESSAGES, displayName, UNKNOWN_COMPANY, type ApplicationStatus } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict } from '../../platform/errors.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { loadApplication, requireJobOwner } from './application-access.js';
import { deleteResumeAfterCommit, mailAfterCommit, notifyAfterCommit } from './application-effects.js';
import {
  applicationApprovedMail,
  applicationDeclinedMail,
  applicationRemovedMail,
  type ApplicationMailOptions,
} from './applications.mail.js';
import { decidePendingApplication, deletePendingApplication, type ApplicationContext } from './applications.repo.js';

type Decision = 'Approved' | 'Declined';

/** What the applicant is told, in the app and by mail, for each outcome. */
const OUTCOMES = {
  Approved: {
    title: 'Application approved',
    action: (job: string, company: string) => `${company} approved your application for ${job}.`,
    mail: applicationApprovedMail,
    message: APPLICATION_MESSAGES.approved,
  },
  Declined: {
    title: 'Application declined',
    action: (job: string, company: string) => `${company} declined your application for ${job}.`,
    mail: applicationDeclinedMail,
    message: APPLICATION_MESSAGES.declined,
  },
} as const;

export const REMOVED_NOTIFICATION = {
  title: 'Application not moving forward',
  action: (job: string, company: string) =>
    `${company} is not moving forward with your application for ${job} and removed it.`,
} as const;

/** The employer's application, checked: Employer role, their own job (403), still pending (409). */
async function loadPendingOfOwner(ctx: AppContext, actor: AuthUser, applicationId: number) {
  requireRole(actor, 'Employer');
  const found = await loadApplication(ctx, applicationId);
  requireJobOwner(actor, found);
  if (found.application.status !== 'Pending') throw conflict(APPLICATION_MESSAGES.notPending);
  return found;
}

function mailOptions(ctx: AppContext, found: ApplicationContext, path: string): ApplicationMailOptions {
  return {
    to: found.applicant.email,
    name: displayName(found.applicant.firstName, found.applicant.lastName),
    jobTitle: found.job.jobTitle,
    company: found.job.compName ?? UNKNOWN_COMPANY,
    url: `${ctx.config.publicUrl}${path}`,
  };
}

/** Tells the applicant in the app and by e-mail, after the change is committed; neither failure undoes it. */
async function tellApplicant(
  ctx: AppContext,
  found: ApplicationContext,
  notification: { title: string; action: string },
  mail: MailMessage,
  purpose: string,
): Promise<void> {
  const { applicantId, id } = found.application;
  await notifyAfterCommit(ctx, applicantId, notification.title, notification.action);
  await mailAfterCommit(ctx, mail, { userId: applicantId, applicationId: id, purpose });
}

/**
 * The employer who posted the job approves or declines a pending application. The status condition is
 * part of the UPDATE, so two clicks racing each other cannot both decide; the loser gets 409.
 */
export async function decideApplication(
  ctx: AppContext,
  actor: AuthUser,
  applicationId: number,
  decision: Decision,
): Promise<{ message: string; application_id: number; application_status: ApplicationStatus }> {
  const found = await loadPendingOfOwner(ctx, actor, applicationId);
  const updated = await decidePendingApplication(ctx.db, applicationId, decision, ctx.now());
  if (!updated) throw conflict(APPLICATION_MESSAGES.notPending);

  const outcome = OUTCOMES[decision];
  const company = found.job.compName ?? UNKNOWN_COMPANY;
  await tellApplicant(
    ctx,
    found,
    { title: outcome.title, action: outcome.action(found.job.jobTitle, company) },
    outcome.mail(mailOptions(ctx, found, '/job-seeker/track-job')),
    `application ${decision.toLowerCase()}`,
  );
  return { message: outcome.message, application_id: updated.id, application_status: updated.status };
}

/**
 * The employer who posted the job removes a pending application. The applicant is told that the
 * employer is not moving forward with it; the resume copy is deleted after the commit.
 */
export async function deleteApplicationOfApplicant(
  ctx: AppContext,
  actor: AuthUser,
  applicationId: number,
): Promise<{ message: string }> {
  const found = await loadPendingOfOwner(ctx, actor, applicationId);
  const removed = await deletePendingApplication(ctx.db, applicationId);
  if (!removed) throw conflict(APPLICATION_MESSAGES.notPending);

  await deleteResumeAfterCommit(ctx, removed.resumeKey);
  const company = found.job.compName ?? UNKNOWN_COMPANY;
  await tellApplicant(
    ctx,
    found,
    { title: REMOVED_NOTIFICATION.title, action: REMOVED_NOTIFICATION.action(found.job.jobTitle, company) },
    applicationRemovedMail(mailOptions(ctx, found, '/job-seeker/dashboard')),
    'application removed',
  );
  return { message: APPLICATION_MESSAGES.deleted };
}
