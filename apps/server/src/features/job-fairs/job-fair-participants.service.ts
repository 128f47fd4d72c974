import {
  displayName,
  endpointUrl,
  JOB_FAIR_ACCESSIBILITY,
  JOB_FAIR_MESSAGES,
  jobFairsApi,
  manilaParts,
  manilaToday,
  type JobFairAccessibility,
  type JobFairOutcome,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { signedUrl, verifySignedPath } from '../../platform/files/signed-link.js';
import type { SignedLinkQuery } from '../../platform/files/signed-file.js';
import {
  findParticipant,
  findParticipants,
  findRegistrationByCode,
  findRegistrationOfFair,
  findReportRows,
  markCheckedIn,
  setDecision,
  setOutcome,
  type ParticipantRow,
  type RegistrationOfFair,
  type ReportRow,
} from './job-fair-participants.repo.js';
import { fairSummary } from './job-fair-events.js';
import { findFairRow, type JobFairRow } from './job-fair-views.repo.js';

/** How long a participants download link works: enough to open it, too short to pass around. */
export const EXPORT_LINK_TTL_SECONDS = 5 * 60;

/** A participant just changed, with the sentence that tells the employer what happened. */
export interface ParticipantSaved {
  message: string;
  participant: ParticipantRow;
}

/**
 * The fair, when the actor runs it (or is an admin and `allowAdmin`). Fairs are public, so another
 * employer gets 403 (only the fair's employer…), as for editing it; a fair that does not exist is a 404.
 */
async function loadFairOf(
  ctx: AppContext,
  actor: AuthUser,
  fairId: number,
  options: { allowAdmin: boolean },
): Promise<JobFairRow> {
  const fair = await findFairRow(ctx.db, fairId);
  if (!fair) throw notFound(JOB_FAIR_MESSAGES.notFound);
  const mayRead = fair.employerId === actor.id || (options.allowAdmin && actor.userType === 'Admin');
  if (!mayRead) throw forbidden(JOB_FAIR_MESSAGES.notOwner);
  return fair;
}

/** A registration at one of the employer's own fairs; someone else's is a 404 like a missing one. */
async function loadRegistrationOf(ctx: AppContext, actor: AuthUser, registrationId: number) {
  const registration = await findRegistrationOfFair(ctx.db, registrationId);
  if (!registration || registration.employerId !== actor.id) throw notFound(JOB_FAIR_MESSAGES.registrationNotFound);
  return registration;
}

function requireHoldsPlace(registration: Pick<RegistrationOfFair, 'status'>): void {
  if (registration.status === 'cancelled') throw conflict(JOB_FAIR_MESSAGES.notRegistered);
}

/** The name a participant goes by: their profile's full name, or their account's first and last name. */
export function participantName(row: Pick<ParticipantRow, 'profile' | 'firstName' | 'lastName'>): string {
  return row.profile?.fullName.trim() || displayName(row.firstName, row.lastName);
}

/** Re-reads a registration after a change; it cannot vanish in between unless its fair was deleted. */
async function reread(ctx: AppContext, registrationId: number): Promise<ParticipantRow> {
  const participant = await findParticipant(ctx.db, registrationId);
  if (!participant) throw notFound(JOB_FAIR_MESSAGES.registrationNotFound);
  return participant;
}

/**
 * The fair and everyone who registered (cancelled too, with their status), for the fair's employer or an
 * admin: seats first, then the waiting list in line order, then the cancelled.
 */
export async function listParticipants(
  ctx: AppContext,
  actor: AuthUser,
  fairId: number,
): Promise<{ fair: JobFairRow; participants: ParticipantRow[] }> {
  requireRole(actor, 'Employer', 'Admin');
  const fair = await loadFairOf(ctx, actor, fairId, { allowAdmin: true });
  return { fair, participants: await findParticipants(ctx.db, fairId) };
}

/**
 * The fair's employer invites a participant to an interview at the fair, or declines them; they may
 * change their mind later. The participant is told through `jobfair.participant-decided`, emitted in the
 * decision's own transaction so the notice exists exactly when the decision does.
 */
export async function decideParticipant(
  ctx: AppContext,
  actor: AuthUser,
  registrationId: number,
  decision: 'Invited' | 'Declined',
  note: string,
): Promise<ParticipantSaved> {
  requireRole(actor, 'Employer');
  const registration = await loadRegistrationOf(ctx, actor, registrationId);
  requireHoldsPlace(registration);
  const [fair, before] = await Promise.all([
    findFairRow(ctx.db, registration.jobFairId),
    findParticipant(ctx.db, registrationId),
  ]);
  if (!fair || !before) throw notFound(JOB_FAIR_MESSAGES.registrationNotFound);
  await ctx.db.transaction(async (tx) => {
    // The status condition is in the UPDATE: a cancellation that lands first turns this into a 409.
    if (!(await setDecision(tx, registrationId, decision, note, ctx.now()))) {
      throw conflict(JOB_FAIR_MESSAGES.notRegistered);
    }
    await ctx.events.emit(tx, 'jobfair.participant-decided', {
      ...fairSummary(fair),
      registrationId,
      outcome: decision,
      note,
      participant: { userId: before.userId, email: before.email, name: displayName(before.firstName, before.lastName) },
    });
  });
  const message = decision === 'Invited' ? JOB_FAIR_MESSAGES.invited : JOB_FAIR_MESSAGES.declinedParticipant;
  return { message, participant: await reread(ctx, registrationId) };
}

/** A check-in code as people write it ("kj7-q4m", "KJ7 Q4M") in the form codes are compared in. */
export function normalizeCheckInCode(code: string): string {
  return code.replace(/[\s-]+/gu, '').toUpperCase();
}

/**
 * The fair's employer checks a participant in by the code they show (scanned) or read out (typed), from
 * the fair's day on. Checking someone in twice is harmless: the first time is kept and the answer says so.
 */
export async function checkInParticipant(
  ctx: AppContext,
  actor: AuthUser,
  fairId: number,
  rawCode: string,
): Promise<ParticipantSaved> {
  requireRole(actor, 'Employer');
  const fair = await loadFairOf(ctx, actor, fairId, { allowAdmin: false });
  const code = normalizeCheckInCode(rawCode);
  if (code === '') {
    throw badRequest(JOB_FAIR_MESSAGES.checkInCodeRequired, { code: JOB_FAIR_MESSAGES.checkInCodeRequired });
  }
  const registration = await findRegistrationByCode(ctx.db, fairId, code);
  if (!registration) throw notFound(JOB_FAIR_MESSAGES.checkInCodeUnknown);
  requireHoldsPlace(registration);
  if (manilaToday(ctx.now()) < manilaParts(fair.startsAt).date) throw conflict(JOB_FAIR_MESSAGES.checkInNotOpen);
  const isFirst = await markCheckedIn(ctx.db, registration.id, ctx.now());
  const participant = await reread(ctx, registration.id);
  // Nothing updated: already checked in (by another door, perhaps), or cancelled in the meantime.
  if (!isFirst) requireHoldsPlace(participant);
  const name = participantName(participant);
  return {
    message: isFirst ? JOB_FAIR_MESSAGES.checkedIn(name) : JOB_FAIR_MESSAGES.alreadyCheckedIn(name),
    participant,
  };
}

/**
 * Once the fair has started, its employer records what came of a participant (interviewed, hired) and
 * whether the accommodations they asked for were provided; the placement report counts both.
 */
export async function recordOutcome(
  ctx: AppContext,
  actor: AuthUser,
  registrationId: number,
  changes: { outcome?: JobFairOutcome | undefined; accommodation_provided?: boolean | null | undefined },
): Promise<ParticipantSaved> {
  requireRole(actor, 'Employer');
  const registration = await loadRegistrationOf(ctx, actor, registrationId);
  requireHoldsPlace(registration);
  if (registration.fairStartsAt.getTime() > ctx.now().getTime()) throw conflict(JOB_FAIR_MESSAGES.outcomeTooEarly);
  const saved = await setOutcome(
    ctx.db,
    registrationId,
    { outcome: changes.outcome, accommodationProvided: changes.accommodation_provided },
    ctx.now(),
  );
  if (!saved) throw conflict(JOB_FAIR_MESSAGES.notRegistered);
  return { message: JOB_FAIR_MESSAGES.outcomeSaved, participant: await reread(ctx, registrationId) };
}

/** The placement report's counts (see `countParticipants`). */
export interface ParticipantCounts {
  fairId: number;
  registered: number;
  waitlisted: number;
  cancelled: number;
  attended: number;
  interviewed: number;
  hired: number;
  invited: number;
  accommodationsRequested: number;
  accommodationsProvided: number;
  byAccommodation: { accommodation: JobFairAccessibility; requested: number; provided: number }[];
}

/** Whether a registration asked for anything: at least one accommodation, or a note. */
function asksForAccommodation(row: ReportRow): boolean {
  return row.accommodations.length > 0 || row.accommodationNote.trim() !== '';
}

/**
 * Counts a fair's registrations for the placement report: places by status; attended = checked in;
 * interviewed = interviewed or hired; accommodations among the people who did not cancel, "provided" being
 * those whose employer said so; per accommodation, only those someone asked for, in the list's order.
 */
export function countParticipants(fairId: number, rows: ReportRow[]): ParticipantCounts {
  const count = (test: (row: ReportRow) => boolean) => rows.filter(test).length;
  const asking = rows.filter((row) => row.status !== 'cancelled' && asksForAccommodation(row));
  const byAccommodation = JOB_FAIR_ACCESSIBILITY.map((accommodation) => {
    const askingForIt = asking.filter((row) => row.accommodations.includes(accommodation));
    return {
      accommodation,
      requested: askingForIt.length,
      provided: askingForIt.filter((row) => row.accommodationProvided === true).length,
    };
  }).filter((item) => item.requested > 0);
  return {
    fairId,
    registered: count((row) => row.status === 'registered'),
    waitlisted: count((row) => row.status === 'waitlisted'),
    cancelled: count((row) => row.status === 'cancelled'),
    attended: count((row) => row.checkedIn),
    interviewed: count((row) => row.outcome === 'interviewed' || row.outcome === 'hired'),
    hired: count((row) => row.outcome === 'hired'),
    invited: count((row) => row.decision === 'Invited'),
    accommodationsRequested: asking.length,
    accommodationsProvided: asking.filter((row) => row.accommodationProvided === true).length,
    byAccommodation,
  };
}

/** The placement report of a fair, for its employer or an admin. */
export async function reportFair(ctx: AppContext, actor: AuthUser, fairId: number): Promise<ParticipantCounts> {
  requireRole(actor, 'Employer', 'Admin');
  const fair = await loadFairOf(ctx, actor, fairId, { allowAdmin: true });
  return countParticipants(fair.id, await findReportRows(ctx.db, fair.id));
}

const exportPath = (fairId: number) => endpointUrl(jobFairsApi.exportCsv, { id: fairId });

/**
 * A link to the participants CSV that works for five minutes, for the fair's employer. A download in the
 * browser cannot send the token, so the link carries a signature of its own path and expiry.
 */
export async function createExportLink(ctx: AppContext, actor: AuthUser, fairId: number): Promise<{ url: string }> {
  requireRole(actor, 'Employer');
  const fair = await loadFairOf(ctx, actor, fairId, { allowAdmin: false });
  // Whole seconds, so the expiry in the link is exactly when the signature stops working.
  const expiresAt = new Date(Math.floor(ctx.now().getTime() / 1000 + EXPORT_LINK_TTL_SECONDS) * 1000);
  return { url: signedUrl(ctx.signingKey, exportPath(fair.id), expiresAt) };
}

/** The fair and its participants for a valid, unexpired export link (403 otherwise; 404 once the fair is gone). */
export async function readParticipantsExport(
  ctx: AppContext,
  fairId: number,
  query: SignedLinkQuery,
): Promise<{ fair: JobFairRow; participants: ParticipantRow[] }> {
  if (!verifySignedPath(ctx.signingKey, exportPath(fairId), query.expires, query.signature, ctx.now())) {
    throw forbidden(JOB_FAIR_MESSAGES.exportLinkInvalid);
  }
  const fair = await findFairRow(ctx.db, fairId);
  if (!fair) throw notFound(JOB_FAIR_MESSAGES.notFound);
  return { fair, participants: await findParticipants(ctx.db, fairId) };
}
