import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';
import { fairInTransaction, fairSummary, fillOpenSeats, recipientOf } from './job-fair-events.js';
import { findActiveRegistrants, updateRegistration } from './job-fair-registrations.repo.js';
import { lockFair } from './job-fairs.repo.js';

/**
 * Before an employer's account is deleted (its fairs go with it by cascade): everyone holding a place at
 * one of its fairs that has not ended is told the fair is cancelled, as when the employer deletes a fair.
 * Call inside the deletion's transaction, before the account row goes.
 */
export async function announceFairsOfRemovedEmployer(ctx: AppContext, tx: Database, employerId: number): Promise<void> {
  const fairs = await tx
    .select({ id: jobFairs.id })
    .from(jobFairs)
    .where(and(eq(jobFairs.employerId, employerId), gt(jobFairs.endsAt, ctx.now())))
    .orderBy(asc(jobFairs.id));
  for (const { id } of fairs) {
    if (!(await lockFair(tx, id))) continue;
    const registrants = await findActiveRegistrants(tx, id);
    if (registrants.length === 0) continue;
    const summary = fairSummary(await fairInTransaction(tx, id));
    await ctx.events.emit(tx, 'jobfair.deleted', { ...summary, registrants: registrants.map(recipientOf) });
  }
}

/**
 * Before a job seeker's account is deleted (their registrations go with it by cascade): the seats they
 * held at fairs that have not ended go to the first in line, who are told, as when they cancel. Call
 * inside the deletion's transaction, before the account row goes. Fairs are locked in id order, like
 * every other writer, so two deletions cannot wait on each other.
 */
export async function releaseFairPlacesOf(ctx: AppContext, tx: Database, userId: number): Promise<void> {
  const places = await tx
    .select({ registrationId: jobFairRegistrations.id, fairId: jobFairRegistrations.jobFairId })
    .from(jobFairRegistrations)
    .innerJoin(jobFairs, eq(jobFairs.id, jobFairRegistrations.jobFairId))
    .where(
      and(
        eq(jobFairRegistrations.userId, userId),
        eq(jobFairRegistrations.status, 'registered'),
        gt(jobFairs.endsAt, ctx.now()),
      ),
    )
    .orderBy(asc(jobFairRegistrations.jobFairId));
  for (const place of places) {
    const fair = await lockFair(tx, place.fairId);
    if (!fair) continue;
    await updateRegistration(tx, place.registrationId, { status: 'cancelled', updatedAt: ctx.now() });
    await fillOpenSeats(ctx, tx, fair);
  }
}
