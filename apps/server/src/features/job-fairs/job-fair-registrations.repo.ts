import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';

export type RegistrationRow = typeof jobFairRegistrations.$inferSelect;
export type NewRegistrationRow = typeof jobFairRegistrations.$inferInsert;

/** A registration with its place in the fair's waiting list (1 for the first in line; null unless waitlisted). */
export type PlacedRegistrationRow = RegistrationRow & { waitlistPosition: number | null };

/** A person holding a place, with what a message to them needs. */
export interface RegistrantRow {
  registrationId: number;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * 1 + the waitlisted registrations of the same fair before this one (registered_at, then id). Written with
 * the table's own name, because drizzle leaves a single table's columns unqualified inside `sql`.
 */
const waitlistPosition = sql<number | null>`case when ${jobFairRegistrations}.status = 'waitlisted' then (
    select count(*)::int from ${jobFairRegistrations} as ahead
    where ahead.job_fair_id = ${jobFairRegistrations}.job_fair_id and ahead.status = 'waitlisted'
      and (ahead.registered_at, ahead.id) <= (${jobFairRegistrations}.registered_at, ${jobFairRegistrations}.id)
  ) end`;

/** A person's registration for a fair (any status), locked until the transaction ends; null when none. */
export async function lockPlaceOfUser(tx: Database, fairId: number, userId: number): Promise<RegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(jobFairRegistrations)
    .where(and(eq(jobFairRegistrations.jobFairId, fairId), eq(jobFairRegistrations.userId, userId)))
    .for('update');
  return row ?? null;
}

/** A registration by id, locked until the transaction ends; null when none. */
export async function lockRegistration(tx: Database, registrationId: number): Promise<RegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(jobFairRegistrations)
    .where(eq(jobFairRegistrations.id, registrationId))
    .for('update');
  return row ?? null;
}

/**
 * Inserts a registration; undefined when a unique index refused it (the check-in code is already used at
 * this fair, or the person already has a row), so the caller can tell which and try again.
 */
export async function insertRegistration(
  tx: Database,
  values: NewRegistrationRow,
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.insert(jobFairRegistrations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a registration; answers the row as stored. */
export async function updateRegistration(
  tx: Database,
  registrationId: number,
  values: Partial<NewRegistrationRow>,
): Promise<RegistrationRow> {
  const [row] = await tx
    .update(jobFairRegistrations)
    .set(values)
    .where(eq(jobFairRegistrations.id, registrationId))
    .returning();
  if (!row) throw new Error('registration not updated');
  return row;
}

/** How many people hold a seat (status registered) at the fair. */
export async function countRegistered(db: Database, fairId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobFairRegistrations)
    .where(and(eq(jobFairRegistrations.jobFairId, fairId), eq(jobFairRegistrations.status, 'registered')));
  return row?.n ?? 0;
}

/**
 * Gives seats to the first `seats` people of the fair's waiting list (registered_at, then id) and answers
 * who they are, in that order. Call with the fair locked.
 */
export async function promoteFromWaitlist(tx: Database, fairId: number, seats: number): Promise<RegistrantRow[]> {
  if (seats <= 0) return [];
  const first = await tx
    .select({ id: jobFairRegistrations.id })
    .from(jobFairRegistrations)
    .where(and(eq(jobFairRegistrations.jobFairId, fairId), eq(jobFairRegistrations.status, 'waitlisted')))
    .orderBy(asc(jobFairRegistrations.registeredAt), asc(jobFairRegistrations.id))
    .limit(seats)
    .for('update');
  if (first.length === 0) return [];
  const ids = first.map((row) => row.id);
  await tx
    .update(jobFairRegistrations)
    .set({ status: 'registered', updatedAt: sql`now()` })
    .where(inArray(jobFairRegistrations.id, ids));
  const promoted = await registrantsWhere(tx, inArray(jobFairRegistrations.id, ids));
  return ids.flatMap((id) => promoted.filter((row) => row.registrationId === id));
}

/** Everyone holding a place at the fair (registered or waitlisted), in registration order. */
export function findActiveRegistrants(db: Database, fairId: number): Promise<RegistrantRow[]> {
  return registrantsWhere(
    db,
    and(eq(jobFairRegistrations.jobFairId, fairId), ne(jobFairRegistrations.status, 'cancelled')),
  );
}

function registrantsWhere(db: Database, condition: ReturnType<typeof and>): Promise<RegistrantRow[]> {
  return db
    .select({
      registrationId: jobFairRegistrations.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(jobFairRegistrations)
    .innerJoin(users, eq(users.id, jobFairRegistrations.userId))
    .where(condition)
    .orderBy(asc(jobFairRegistrations.registeredAt), asc(jobFairRegistrations.id));
}

/** One registration with its waiting-list position; null when none. */
export async function findPlacedRegistration(
  db: Database,
  registrationId: number,
): Promise<PlacedRegistrationRow | null> {
  const [row] = await db
    .select({ registration: jobFairRegistrations, waitlistPosition })
    .from(jobFairRegistrations)
    .where(eq(jobFairRegistrations.id, registrationId));
  return row ? { ...row.registration, waitlistPosition: row.waitlistPosition } : null;
}

/** A person's registrations (cancelled ones too), soonest fair first, with their waiting-list positions. */
export async function listRegistrationsOfUser(db: Database, userId: number): Promise<PlacedRegistrationRow[]> {
  const rows = await db
    .select({ registration: jobFairRegistrations, waitlistPosition })
    .from(jobFairRegistrations)
    .innerJoin(jobFairs, eq(jobFairs.id, jobFairRegistrations.jobFairId))
    .where(eq(jobFairRegistrations.userId, userId))
    .orderBy(asc(jobFairs.startsAt), asc(jobFairs.id));
  return rows.map((row) => ({ ...row.registration, waitlistPosition: row.waitlistPosition }));
}

/** A person's registration for a fair (any status), or null. */
export async function findPlaceOfUser(
  db: Database,
  fairId: number,
  userId: number,
): Promise<{ id: number; status: RegistrationRow['status'] } | null> {
  const [row] = await db
    .select({ id: jobFairRegistrations.id, status: jobFairRegistrations.status })
    .from(jobFairRegistrations)
    .where(and(eq(jobFairRegistrations.jobFairId, fairId), eq(jobFairRegistrations.userId, userId)));
  return row ?? null;
}
