import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { jobFairRegistrations, jobFairRemindersSent, jobFairs } from '../../db/schema-job-fairs.js';

// The reads and the one write behind the job fairs' mails and reminders (after an event has committed).

export type ReminderKind = (typeof jobFairRemindersSent.$inferInsert)['kind'];

/** A registration as a message about it needs it. */
export interface RegistrationNoticeRow {
  id: number;
  jobFairId: number;
  userId: number;
  status: 'registered' | 'waitlisted' | 'cancelled';
  checkInCode: string;
  accommodations: string[];
  accommodationNote: string;
}

/** A person holding a seat, with their address and what they asked for. */
export interface SeatHolderRow extends RegistrationNoticeRow {
  email: string;
  firstName: string;
  lastName: string;
}

const registrationColumns = {
  id: jobFairRegistrations.id,
  jobFairId: jobFairRegistrations.jobFairId,
  userId: jobFairRegistrations.userId,
  status: jobFairRegistrations.status,
  checkInCode: jobFairRegistrations.checkInCode,
  accommodations: jobFairRegistrations.accommodations,
  accommodationNote: jobFairRegistrations.accommodationNote,
};

/**
 * The fair's start, read with a share lock: an edit that moves the fair (or its deletion) waits until the
 * reminder's transaction has committed, so a reminder never goes out for a start that is being changed.
 */
export async function lockFairStart(
  tx: Database,
  fairId: number,
): Promise<{ employerId: number; startsAt: Date } | null> {
  const [row] = await tx
    .select({ employerId: jobFairs.employerId, startsAt: jobFairs.startsAt })
    .from(jobFairs)
    .where(eq(jobFairs.id, fairId))
    .for('share');
  return row ?? null;
}

/**
 * Records that a reminder went out. Answers false when it already had: the primary key (fair, kind,
 * start) makes a second run, in this process or another, a no-op (it waits for the first to commit).
 */
export async function markReminderSent(
  tx: Database,
  fairId: number,
  kind: ReminderKind,
  startsAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(jobFairRemindersSent)
    .values({ jobFairId: fairId, kind, startsAt, sentAt: now })
    .onConflictDoNothing()
    .returning({ fairId: jobFairRemindersSent.jobFairId });
  return rows.length > 0;
}

/** The people holding a seat at a fair (status registered), in registration order, with their addresses. */
export function findSeatHolders(tx: Database, fairId: number): Promise<SeatHolderRow[]> {
  return tx
    .select({ ...registrationColumns, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(jobFairRegistrations)
    .innerJoin(users, eq(users.id, jobFairRegistrations.userId))
    .where(and(eq(jobFairRegistrations.jobFairId, fairId), eq(jobFairRegistrations.status, 'registered')))
    .orderBy(asc(jobFairRegistrations.registeredAt), asc(jobFairRegistrations.id));
}

/** One registration by id, or null (it goes with its fair or its person's account). */
export async function findRegistrationNotice(tx: Database, id: number): Promise<RegistrationNoticeRow | null> {
  const [row] = await tx.select(registrationColumns).from(jobFairRegistrations).where(eq(jobFairRegistrations.id, id));
  return row ?? null;
}

/** The current status at a fair of each of these people (those without a registration are left out). */
export async function findStatusesAtFair(
  tx: Database,
  fairId: number,
  userIds: number[],
): Promise<Map<number, RegistrationNoticeRow['status']>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: jobFairRegistrations.userId, status: jobFairRegistrations.status })
    .from(jobFairRegistrations)
    .where(and(eq(jobFairRegistrations.jobFairId, fairId), inArray(jobFairRegistrations.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.status]));
}
