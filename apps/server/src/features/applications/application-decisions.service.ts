import { APPLICATION_MESSAGES, displayName, UNKNOWN_COMPANY, type ApplicationStatus } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict } from '../../platform/errors.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { loadApplication, requireJobOwner } from './application-access.js';
import { deleteResumeAfterCommit } from './application-effects.js';
import { decidePendingApplication, deletePendingApplication, type ApplicationContext } from './applications.repo.js';

type Decision = 'Approved' | 'Declined';

const DECISION_MESSAGES = { Approved: APPLICATION_MESSAGES.approved, Declined: APPLICATION_MESSAGES.declined } as const;

/** The employer's application, checked: Employer role, their own job (403), still pending (409). */
async function loadPendingOfOwner(ctx: AppContext, actor: AuthUser, applicationId: number) {
  requireRole(actor, 'Employer');
  const found = await loadApplication(ctx, applicationId);
  requireJobOwner(actor, found);
  if (found.application.status !== 'Pending') throw conflict(APPLICATION_MESSAGES.notPending);
  return found;
}

/**
 * Announces the outcome in the change's transaction; the applicant is told in the app and by e-mail
 * by the subscribers after the commit, and neither a mail outage nor a crash loses it.
 */
function announceOutcome(
  ctx: AppContext,
  tx: Database,
  found: ApplicationContext,
  outcome: DomainEvents['application.decided']['outcome'],
): Promise<void> {
  return ctx.events.emit(tx, 'application.decided', {
    applicationId: found.application.id,
    outcome,
    applicant: {
      userId: found.application.applicantId,
      email: found.applicant.email,
      name: displayName(found.applicant.firstName, found.applicant.lastName),
    },
    jobTitle: found.job.jobTitle,
    company: found.job.compName ?? UNKNOWN_COMPANY,
  });
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
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await decidePendingApplication(tx, applicationId, decision, ctx.now());
    if (!row) throw conflict(APPLICATION_MESSAGES.notPending);
    await announceOutcome(ctx, tx, found, decision);
    return row;
  });
  return { message: DECISION_MESSAGES[decision], application_id: updated.id, application_status: updated.status };
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
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deletePendingApplication(tx, applicationId);
    if (!row) throw conflict(APPLICATION_MESSAGES.notPending);
    await announceOutcome(ctx, tx, found, 'Removed');
    return row;
  });
  await deleteResumeAfterCommit(ctx, removed.resumeKey);
  return { message: APPLICATION_MESSAGES.deleted };
}
