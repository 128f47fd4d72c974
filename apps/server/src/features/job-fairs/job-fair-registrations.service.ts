import { randomInt } from 'node:crypto';
import {
  JOB_FAIR_MESSAGES,
  type registrationCheckQuerySchema,
  type jobFairRegistrationRequestSchema,
  type jobFairRegistrationUpdateSchema,
} from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { fairInTransaction, fairSummary, fillOpenSeats } from './job-fair-events.js';
import {
  countRegistered,
  findPlacedRegistration,
  findPlaceOfUser,
  insertRegistration,
  listRegistrationsOfUser,
  lockPlaceOfUser,
  lockRegistration,
  updateRegistration,
  type NewRegistrationRow,
  type PlacedRegistrationRow,
  type RegistrationRow,
} from './job-fair-registrations.repo.js';
import { findFairRow, findFairRows, type JobFairRow } from './job-fair-views.repo.js';
import { lockFair, type LockedFair } from './job-fairs.repo.js';

/** A registration with its fair: what the registrant's screens show. */
export interface RegistrationView {
  registration: PlacedRegistrationRow;
  fair: JobFairRow;
}

type RegisterInput = z.output<typeof jobFairRegistrationRequestSchema>;
type UpdateInput = z.output<typeof jobFairRegistrationUpdateSchema>;
type CheckQuery = z.output<typeof registrationCheckQuerySchema>;

/** Check-in codes use letters and digits nobody confuses when reading them out or typing them: no 0/O, 1/I/L. */
export const CHECK_IN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 6;
/** 31^6 ≈ 887 million codes: a clash inside one fair is rare, and a few tries always find a free one. */
const CODE_ATTEMPTS = 8;

/** A new random check-in code (crypto-random, so codes of one fair cannot be guessed from another's). */
export function newCheckInCode(): string {
  let code = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i += 1)
    code += CHECK_IN_ALPHABET.charAt(randomInt(CHECK_IN_ALPHABET.length));
  return code;
}

/** A registration as its registrant reads it, with its fair, read after the commit. */
async function loadView(ctx: AppContext, registrationId: number): Promise<RegistrationView> {
  const registration = await findPlacedRegistration(ctx.db, registrationId);
  const fair = registration ? await findFairRow(ctx.db, registration.jobFairId) : null;
  if (!registration || !fair) throw notFound(JOB_FAIR_MESSAGES.registrationNotFound);
  return { registration, fair };
}

/**
 * Inserts a registration with a check-in code no one else at the fair has: the unique index decides, and
 * a clash simply tries another code (ON CONFLICT DO NOTHING, so the transaction is not aborted).
 */
async function insertWithFreshCode(
  tx: Database,
  values: Omit<NewRegistrationRow, 'checkInCode'>,
): Promise<RegistrationRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const row = await insertRegistration(tx, { ...values, checkInCode: newCheckInCode() });
    if (row) return row;
    // The other unique index (one row per person and fair) cannot clash: the fair is locked and the
    // person's row was looked for under that lock. Say so plainly if it ever does.
    if (await lockPlaceOfUser(tx, values.jobFairId, values.userId)) throw conflict(JOB_FAIR_MESSAGES.alreadyRegistered);
  }
  throw new Error('no free check-in code after several attempts');
}

/**
 * A job seeker registers for a fair, asking for accommodations if they wish. The registrant is always
 * the signed-in person. The fair's row is locked while its seats are counted, so registrations arriving
 * together are placed one after another: exactly `capacity` get a seat, the rest wait in arrival order.
 * A cancelled registration is revived at the back of the line (it keeps its check-in code).
 */
export async function registerForFair(
  ctx: AppContext,
  actor: AuthUser,
  input: RegisterInput,
): Promise<{ message: string; registration: RegistrationView }> {
  requireRole(actor, 'Employee');
  const now = ctx.now();
  const registrationId = await ctx.db.transaction(async (tx) => {
    const fair = await lockFair(tx, input.job_fair);
    if (!fair) throw notFound(JOB_FAIR_MESSAGES.notFound);
    if (fair.endsAt.getTime() <= now.getTime()) throw conflict(JOB_FAIR_MESSAGES.ended);
    const existing = await lockPlaceOfUser(tx, fair.id, actor.id);
    if (existing && existing.status !== 'cancelled') throw conflict(JOB_FAIR_MESSAGES.alreadyRegistered);
    const status: 'registered' | 'waitlisted' =
      fair.capacity === null || (await countRegistered(tx, fair.id)) < fair.capacity ? 'registered' : 'waitlisted';
    const fresh = {
      status,
      registeredAt: now,
      accommodations: [...input.accommodations],
      accommodationNote: input.accommodation_note,
      // A revived registration starts over: no decision, check-in or outcome from the earlier one.
      decision: 'Pending' as const,
      decisionNote: '',
      accommodationProvided: null,
      checkedInAt: null,
      outcome: 'none' as const,
      updatedAt: now,
    };
    const row = existing
      ? await updateRegistration(tx, existing.id, fresh)
      : await insertWithFreshCode(tx, { ...fresh, jobFairId: fair.id, userId: actor.id, createdAt: now });
    await ctx.events.emit(tx, 'jobfair.registered', {
      ...fairSummary(await fairInTransaction(tx, fair.id)),
      registrationId: row.id,
      registrant: { userId: actor.id, email: actor.email, name: actor.username },
      status,
      checkInCode: row.checkInCode,
      employerId: fair.employerId,
    });
    return row.id;
  });
  const registration = await loadView(ctx, registrationId);
  const message =
    registration.registration.status === 'waitlisted' ? JOB_FAIR_MESSAGES.waitlisted : JOB_FAIR_MESSAGES.registered;
  return { message, registration };
}

/** The job seeker's own registrations (cancelled ones too), soonest fair first; never anyone else's. */
export async function listMyRegistrations(ctx: AppContext, actor: AuthUser): Promise<RegistrationView[]> {
  requireRole(actor, 'Employee');
  const registrations = await listRegistrationsOfUser(ctx.db, actor.id);
  const fairs = new Map(
    (await findFairRows(ctx.db, { ids: [...new Set(registrations.map((row) => row.jobFairId))] })).map((fair) => [
      fair.id,
      fair,
    ]),
  );
  return registrations.flatMap((registration) => {
    const fair = fairs.get(registration.jobFairId);
    return fair ? [{ registration, fair }] : [];
  });
}

/**
 * Locks the actor's own registration and its fair (the fair first, as registering does, so the two never
 * wait on each other). Someone else's registration is 404 exactly like a missing one; a fair that has
 * started is 409: the registration can no longer change.
 */
async function lockOwnRegistrationBeforeStart(
  ctx: AppContext,
  tx: Database,
  actor: AuthUser,
  registrationId: number,
): Promise<{ fair: LockedFair; registration: RegistrationRow }> {
  const found = await findPlacedRegistration(tx, registrationId);
  if (!found || found.userId !== actor.id) throw notFound(JOB_FAIR_MESSAGES.registrationNotFound);
  const fair = await lockFair(tx, found.jobFairId);
  const registration = await lockRegistration(tx, registrationId);
  if (!fair || !registration) throw notFound(JOB_FAIR_MESSAGES.registrationNotFound);
  if (fair.startsAt.getTime() <= ctx.now().getTime()) throw conflict(JOB_FAIR_MESSAGES.started);
  return { fair, registration };
}

/** The registrant changes the accommodations they asked for, until the fair starts. */
export async function updateMyRegistration(
  ctx: AppContext,
  actor: AuthUser,
  registrationId: number,
  input: UpdateInput,
): Promise<{ message: string; registration: RegistrationView }> {
  requireRole(actor, 'Employee');
  await ctx.db.transaction(async (tx) => {
    const { registration } = await lockOwnRegistrationBeforeStart(ctx, tx, actor, registrationId);
    if (registration.status === 'cancelled') throw conflict(JOB_FAIR_MESSAGES.notRegistered);
    await updateRegistration(tx, registrationId, {
      accommodations: [...input.accommodations],
      accommodationNote: input.accommodation_note,
      updatedAt: ctx.now(),
    });
  });
  return { message: JOB_FAIR_MESSAGES.registrationUpdated, registration: await loadView(ctx, registrationId) };
}

/**
 * The registrant gives up their place, until the fair starts. A seat they free goes to the first person
 * on the waiting list, who is told. Cancelling again changes nothing and answers the same.
 */
export async function cancelMyRegistration(
  ctx: AppContext,
  actor: AuthUser,
  registrationId: number,
): Promise<{ message: string }> {
  requireRole(actor, 'Employee');
  await ctx.db.transaction(async (tx) => {
    const { fair, registration } = await lockOwnRegistrationBeforeStart(ctx, tx, actor, registrationId);
    if (registration.status === 'cancelled') return;
    await updateRegistration(tx, registrationId, { status: 'cancelled', updatedAt: ctx.now() });
    if (registration.status === 'registered') await fillOpenSeats(ctx, tx, fair);
  });
  return { message: JOB_FAIR_MESSAGES.registrationCancelled };
}

/**
 * GET /api/registered-users-jobfair/: whether a person holds a place at a fair (registered or on the
 * waiting list). It answers for oneself, or for the fair's employer about anyone; nobody else (403).
 */
export async function checkRegistration(
  ctx: AppContext,
  actor: AuthUser,
  query: CheckQuery,
): Promise<{
  job_fair_id: number;
  user: number;
  is_registered: boolean;
  status: RegistrationRow['status'] | null;
  registration_id: number | null;
}> {
  const fair = await findFairRow(ctx.db, query.job_fair_id);
  if (!fair) throw notFound(JOB_FAIR_MESSAGES.notFound);
  if (actor.id !== query.user && actor.id !== fair.employerId) throw forbidden(JOB_FAIR_MESSAGES.notForYou);
  const place = await findPlaceOfUser(ctx.db, fair.id, query.user);
  return {
    job_fair_id: fair.id,
    user: query.user,
    is_registered: place !== null && place.status !== 'cancelled',
    status: place?.status ?? null,
    registration_id: place?.id ?? null,
  };
}
