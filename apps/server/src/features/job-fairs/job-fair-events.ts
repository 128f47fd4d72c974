import { displayName, manilaParts } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { JobFairSummary, Recipient } from '../../platform/events/domain-events.js';
import { countRegistered, promoteFromWaitlist, type RegistrantRow } from './job-fair-registrations.repo.js';
import { findFairRow, type JobFairRow } from './job-fair-views.repo.js';

/** What every message about a fair names: its title, employer and Manila date and times. */
export function fairSummary(row: JobFairRow): JobFairSummary {
  const start = manilaParts(row.startsAt);
  return {
    fairId: row.id,
    title: row.title,
    employerName: row.employerName,
    date: start.date,
    startTime: start.time,
    endTime: manilaParts(row.endsAt).time,
  };
}

/** A registrant as an event carries them: account id, address and display name. */
export function recipientOf(row: RegistrantRow): Recipient {
  return { userId: row.userId, email: row.email, name: displayName(row.firstName, row.lastName) };
}

/** The fair as it is now inside the transaction (after the caller's writes). */
export async function fairInTransaction(tx: Database, fairId: number): Promise<JobFairRow> {
  const row = await findFairRow(tx, fairId);
  if (!row) throw new Error(`job fair ${fairId} vanished inside its own transaction`);
  return row;
}

/**
 * Gives every free seat of the fair to the waiting list, first in line first, and announces each
 * promotion (`jobfair.promoted`; the person is told after the commit). Call with the fair locked, after a
 * cancellation or a capacity change; answers how many were promoted.
 */
export async function fillOpenSeats(
  ctx: AppContext,
  tx: Database,
  fair: { id: number; capacity: number | null },
): Promise<number> {
  const seats = fair.capacity === null ? Number.MAX_SAFE_INTEGER : fair.capacity - (await countRegistered(tx, fair.id));
  const promoted = await promoteFromWaitlist(tx, fair.id, seats);
  if (promoted.length === 0) return 0;
  const summary = fairSummary(await fairInTransaction(tx, fair.id));
  for (const row of promoted) {
    await ctx.events.emit(tx, 'jobfair.promoted', {
      ...summary,
      registrationId: row.registrationId,
      registrant: recipientOf(row),
    });
  }
  return promoted.length;
}
