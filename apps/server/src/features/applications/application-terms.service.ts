import {
  APPLICATION_MESSAGES,
  UNKNOWN_COMPANY,
  type AccommodationAnswer,
  type AccommodationKind,
  type AccommodationRequest,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { loadApplication, requireJobOwner } from './application-access.js';
import { presentAccommodations } from './applications.presenter.js';
import {
  findOwnApplication,
  lockApplicationRequests,
  saveApplicationRequests,
  setPendingDisclosure,
} from './applications.repo.js';

/**
 * The applicant shows or hides their disability type from the employer of one of their applications
 * (issue 16, decision 034). Only while it is pending: once the employer acted, they have read it. Someone
 * else's application is 404, like a missing one (an application id says nothing to another job seeker).
 */
export async function setDisclosure(
  ctx: AppContext,
  actor: AuthUser,
  applicationId: number,
  disclose: boolean,
): Promise<{ message: string; application_id: number; disability_disclosed: boolean }> {
  requireRole(actor, 'Employee');
  const updated = await ctx.db.transaction((tx) => setPendingDisclosure(tx, applicationId, actor.id, disclose));
  if (!updated) {
    const own = await findOwnApplication(ctx.db, applicationId, actor.id);
    if (!own) throw notFound(APPLICATION_MESSAGES.notYourApplication);
    throw conflict(APPLICATION_MESSAGES.disclosureLocked);
  }
  return {
    message: disclose ? APPLICATION_MESSAGES.disclosureShown : APPLICATION_MESSAGES.disclosureHidden,
    application_id: updated.id,
    disability_disclosed: updated.disabilityDisclosed,
  };
}

/**
 * The employer who posted the job answers what the applicant asked for the hiring process: each request
 * arranged, or to be discussed. Only requests the applicant made can be answered; an answer replaces an
 * earlier one. The applicant is told in the app after the commit.
 */
export async function answerAccommodations(
  ctx: AppContext,
  actor: AuthUser,
  applicationId: number,
  answers: readonly { kind: AccommodationKind; answer: AccommodationAnswer }[],
): Promise<{ message: string; application_id: number; accommodations: AccommodationRequest[] }> {
  requireRole(actor, 'Employer');
  const found = await loadApplication(ctx, applicationId);
  requireJobOwner(actor, found);
  const saved = await ctx.db.transaction(async (tx) => {
    const current = await lockApplicationRequests(tx, applicationId);
    // Withdrawn between the check and the lock.
    if (!current) throw notFound(APPLICATION_MESSAGES.notFound);
    const requests = presentAccommodations(current.accommodations);
    if (requests.length === 0) throw badRequest(APPLICATION_MESSAGES.noRequests);
    const byKind = new Map(answers.map((answer) => [answer.kind, answer.answer]));
    if (answers.some((answer) => !requests.some((request) => request.kind === answer.kind))) {
      throw badRequest(APPLICATION_MESSAGES.notRequested);
    }
    const next = requests.map((request) => ({
      kind: request.kind,
      answer: byKind.get(request.kind) ?? request.answer,
    }));
    // The same answers sent again (a second press of Save) change nothing and tell the applicant nothing.
    if (next.every((request, index) => request.answer === requests[index]?.answer)) return next;
    await saveApplicationRequests(tx, applicationId, next);
    await ctx.events.emit(tx, 'application.accommodations-answered', {
      applicationId,
      applicantId: found.application.applicantId,
      jobTitle: found.job.jobTitle,
      company: found.job.compName ?? UNKNOWN_COMPANY,
    });
    return next;
  });
  return { message: APPLICATION_MESSAGES.accommodationsAnswered, application_id: applicationId, accommodations: saved };
}
