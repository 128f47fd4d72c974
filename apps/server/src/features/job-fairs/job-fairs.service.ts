import {
  JOB_FAIR_MESSAGES,
  manilaInstant,
  manilaParts,
  manilaToday,
  type JobFairInput,
  type jobFairListQuerySchema,
  type jobFairSignedQuerySchema,
} from '@kakayahan/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { requireRole } from '../../platform/auth/access.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { fairCalendar, calendarFileName, signedRegistrationId } from './job-fair-calendar.js';
import { fairInTransaction, fairSummary, fillOpenSeats, recipientOf } from './job-fair-events.js';
import { presentFairJob } from './job-fair-jobs.presenter.js';
import { countRegistered, findActiveRegistrants, findPlacedRegistration } from './job-fair-registrations.repo.js';
import { findFairRow, findFairRows, findOwnPlaces, type JobFairRow } from './job-fair-views.repo.js';
import { ANONYMOUS_VIEWER, presentJobFair, type FairViewer } from './job-fairs.presenter.js';
import {
  deleteFair,
  findEmployerJobsForFair,
  findJobsOfFair,
  insertFair,
  lockFair,
  lockJobsOfEmployer,
  replaceFairJobs,
  updateFair,
  type FairJobRow,
  type LockedFair,
  type NewJobFairRow,
} from './job-fairs.repo.js';

/** A fair and who is looking at it: what `presentJobFair` needs. */
export interface FairView {
  row: JobFairRow;
  viewer: FairViewer;
}

type ListQuery = z.output<typeof jobFairListQuerySchema>;
type SignedQuery = z.output<typeof jobFairSignedQuerySchema>;

/** The viewers of fairs for one caller: a job seeker's own place at each fair, nobody else's. */
async function viewersFor(ctx: AppContext, actor: AuthUser | null, rows: JobFairRow[]) {
  const places =
    actor?.userType === 'Employee'
      ? await findOwnPlaces(
          ctx.db,
          actor.id,
          rows.map((row) => row.id),
        )
      : new Map<number, FairViewer['place']>();
  return (row: JobFairRow): FairViewer =>
    actor ? { userId: actor.id, userType: actor.userType, place: places.get(row.id) ?? null } : ANONYMOUS_VIEWER;
}

/**
 * GET /api/jobfairs/: an employer's own fairs (past ones too), for Manage Job Fairs; for everyone else
 * (visitors, job seekers, admins) the fairs that have not ended, narrowed by accessibility facts (every one
 * listed) and format. Soonest first.
 */
export async function listFairs(ctx: AppContext, actor: AuthUser | null, query: ListQuery): Promise<FairView[]> {
  const rows =
    actor?.userType === 'Employer'
      ? await findFairRows(ctx.db, { employerId: actor.id })
      : await findFairRows(ctx.db, {
          endingAfter: ctx.now(),
          accessibility: query.accessibility,
          ...(query.format ? { format: query.format } : {}),
        });
  const viewerOf = await viewersFor(ctx, actor, rows);
  return rows.map((row) => ({ row, viewer: viewerOf(row) }));
}

/** One fair, for anyone (the online link only for those `canSeeOnlineLink` lets see it); 404 when unknown. */
export async function getFair(ctx: AppContext, actor: AuthUser | null, fairId: number): Promise<FairView> {
  const row = await findFairRow(ctx.db, fairId);
  if (!row) throw notFound(JOB_FAIR_MESSAGES.notFound);
  const viewerOf = await viewersFor(ctx, actor, [row]);
  return { row, viewer: viewerOf(row) };
}

/**
 * The fair's row values from the form; the Manila date and times become the start and end instants. An
 * on-site fair keeps no online link and an online one no venue, so a stale link or address left in the
 * form is never handed out.
 */
function fairValues(input: JobFairInput): Omit<NewJobFairRow, 'employerId'> {
  return {
    title: input.title,
    description: input.description,
    startsAt: manilaInstant(input.date, input.start_time),
    endsAt: manilaInstant(input.date, input.end_time),
    format: input.format,
    venue: input.format === 'online' ? '' : input.venue,
    onlineUrl: input.format === 'onsite' ? '' : input.online_url,
    contactEmail: input.email,
    contactPhone: input.contact_number,
    capacity: input.capacity,
    accessibility: [...input.accessibility],
  };
}

/** Refuses a date before today in Manila (today itself is fine: a fair may be set up on its morning). */
function refusePastDate(ctx: AppContext, date: string): void {
  if (date < manilaToday(ctx.now())) throw badRequest(JOB_FAIR_MESSAGES.pastDate, { date: JOB_FAIR_MESSAGES.pastDate });
}

/** Refuses any job that is not one of the employer's own posts (the jobs stay locked until the commit). */
async function requireOwnJobs(tx: Database, employerId: number, jobIds: readonly number[]): Promise<void> {
  const own = await lockJobsOfEmployer(tx, employerId, jobIds);
  if (own.length !== jobIds.length)
    throw badRequest(JOB_FAIR_MESSAGES.notYourJob, { jobs: JOB_FAIR_MESSAGES.notYourJob });
}

/**
 * Locks a fair the employer wants to change. Someone else's fair is 403, not 404: fairs are public (GET
 * /api/jobfairs/{id}/), so saying one exists reveals nothing, and the message says why they cannot.
 */
async function lockOwnFair(tx: Database, actor: AuthUser, fairId: number): Promise<LockedFair> {
  const fair = await lockFair(tx, fairId);
  if (!fair) throw notFound(JOB_FAIR_MESSAGES.notFound);
  if (fair.employerId !== actor.id) throw forbidden(JOB_FAIR_MESSAGES.notOwner);
  return fair;
}

/** The fair as its own employer sees it (with the online link), read after the commit. */
async function ownerView(ctx: AppContext, actor: AuthUser, fairId: number): Promise<FairView> {
  const row = await findFairRow(ctx.db, fairId);
  if (!row) throw notFound(JOB_FAIR_MESSAGES.notFound);
  return { row, viewer: { userId: actor.id, userType: actor.userType, place: null } };
}

/**
 * An employer creates a fair with some of their own jobs. The date may not be before today in Manila.
 * `jobfair.scheduled` is announced in the same transaction, so its reminders exist exactly when it does.
 */
export async function createFair(
  ctx: AppContext,
  actor: AuthUser,
  input: JobFairInput,
): Promise<{ message: string; fair: FairView }> {
  requireRole(actor, 'Employer');
  refusePastDate(ctx, input.date);
  const now = ctx.now();
  const fairId = await ctx.db.transaction(async (tx) => {
    await requireOwnJobs(tx, actor.id, input.jobs);
    const values = fairValues(input);
    const id = await insertFair(tx, { ...values, employerId: actor.id, createdAt: now, updatedAt: now });
    await replaceFairJobs(tx, id, input.jobs);
    await ctx.events.emit(tx, 'jobfair.scheduled', { fairId: id, startsAt: values.startsAt.toISOString() });
    return id;
  });
  return { message: JOB_FAIR_MESSAGES.created, fair: await ownerView(ctx, actor, fairId) };
}

/** Whether registrants must hear of the change: when, where, how or the link to join. */
function changesWhatRegistrantsKnow(before: LockedFair, after: Omit<NewJobFairRow, 'employerId'>): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.format !== after.format ||
    before.venue !== after.venue ||
    before.onlineUrl !== after.onlineUrl
  );
}

/**
 * The employer changes their own fair (the same payload as creating it; the job list is replaced). A past
 * date is refused unless it is the fair's own date; the capacity may not drop below the seats already
 * taken (409), and any seat it frees goes to the waiting list in order. Registrants are told when the
 * date, time, place, format or link changed; a moved start reschedules the reminders.
 */
export async function updateOwnFair(
  ctx: AppContext,
  actor: AuthUser,
  fairId: number,
  input: JobFairInput,
): Promise<{ message: string; fair: FairView }> {
  requireRole(actor, 'Employer');
  await ctx.db.transaction(async (tx) => {
    const before = await lockOwnFair(tx, actor, fairId);
    if (input.date !== manilaParts(before.startsAt).date) refusePastDate(ctx, input.date);
    await requireOwnJobs(tx, actor.id, input.jobs);
    const registered = await countRegistered(tx, fairId);
    if (input.capacity !== null && input.capacity < registered) {
      throw conflict(JOB_FAIR_MESSAGES.capacityBelowRegistered(registered));
    }
    const values = fairValues(input);
    await updateFair(tx, fairId, { ...values, updatedAt: ctx.now() });
    await replaceFairJobs(tx, fairId, input.jobs);
    await fillOpenSeats(ctx, tx, { id: fairId, capacity: values.capacity ?? null });
    if (changesWhatRegistrantsKnow(before, values)) {
      const registrants = await findActiveRegistrants(tx, fairId);
      if (registrants.length > 0) {
        await ctx.events.emit(tx, 'jobfair.changed', {
          ...fairSummary(await fairInTransaction(tx, fairId)),
          registrants: registrants.map(recipientOf),
        });
      }
    }
    if (before.startsAt.getTime() !== values.startsAt.getTime()) {
      await ctx.events.emit(tx, 'jobfair.scheduled', { fairId, startsAt: values.startsAt.toISOString() });
    }
  });
  return { message: JOB_FAIR_MESSAGES.updated, fair: await ownerView(ctx, actor, fairId) };
}

/**
 * The employer deletes their own fair. Everyone who held a seat or waited is collected under the fair's
 * lock (so no registration slips in between) and told through `jobfair.deleted`, in the app and by mail.
 */
export async function removeOwnFair(ctx: AppContext, actor: AuthUser, fairId: number): Promise<{ message: string }> {
  requireRole(actor, 'Employer');
  await ctx.db.transaction(async (tx) => {
    await lockOwnFair(tx, actor, fairId);
    const summary = fairSummary(await fairInTransaction(tx, fairId));
    const registrants = await findActiveRegistrants(tx, fairId);
    await deleteFair(tx, fairId);
    await ctx.events.emit(tx, 'jobfair.deleted', { ...summary, registrants: registrants.map(recipientOf) });
  });
  return { message: JOB_FAIR_MESSAGES.deleted };
}

/** The jobs offered at a fair, for anyone; 404 for an unknown fair. */
export async function listFairJobs(ctx: AppContext, fairId: number): Promise<FairJobRow[]> {
  if (!(await findFairRow(ctx.db, fairId))) throw notFound(JOB_FAIR_MESSAGES.notFound);
  return findJobsOfFair(ctx.db, fairId);
}

/** The fair's own employer: all their jobs, each ticked when it is at this fair (the edit form's list). */
export async function listEmployerJobsForFair(
  ctx: AppContext,
  actor: AuthUser,
  fairId: number,
): Promise<(FairJobRow & { selected: boolean })[]> {
  requireRole(actor, 'Employer');
  const row = await findFairRow(ctx.db, fairId);
  if (!row) throw notFound(JOB_FAIR_MESSAGES.notFound);
  if (row.employerId !== actor.id) throw forbidden(JOB_FAIR_MESSAGES.notOwner);
  return findEmployerJobsForFair(ctx.db, actor.id, fairId);
}

/**
 * Who a calendar file is for: the registrant a valid signed link names (with the online link once they
 * hold a seat), else the caller (a signed-in employer or admin), else anyone. A bad signature is not an
 * error: the file is then the public one, without the link.
 */
async function calendarViewer(
  ctx: AppContext,
  actor: AuthUser | null,
  row: JobFairRow,
  query: SignedQuery,
): Promise<FairViewer> {
  const registrationId = signedRegistrationId(ctx, row.id, query);
  const registration = registrationId === null ? null : await findPlacedRegistration(ctx.db, registrationId);
  if (registration && registration.jobFairId === row.id && registration.status !== 'cancelled') {
    return {
      userId: registration.userId,
      userType: 'Employee',
      place: { id: registration.id, status: registration.status },
    };
  }
  return (await viewersFor(ctx, actor, [row]))(row);
}

/** The fair as an iCalendar file (RFC 5545, Asia/Manila) and the name to save it under; 404 when unknown. */
export async function fairCalendarFile(
  ctx: AppContext,
  actor: AuthUser | null,
  fairId: number,
  query: SignedQuery,
): Promise<{ text: string; fileName: string }> {
  const row = await findFairRow(ctx.db, fairId);
  if (!row) throw notFound(JOB_FAIR_MESSAGES.notFound);
  const viewer = await calendarViewer(ctx, actor, row, query);
  const now = ctx.now();
  const jobs = (await findJobsOfFair(ctx.db, fairId)).map(presentFairJob);
  const text = fairCalendar({ fair: presentJobFair(row, viewer, now), jobs, publicUrl: ctx.config.publicUrl, now });
  return { text, fileName: calendarFileName(row) };
}
