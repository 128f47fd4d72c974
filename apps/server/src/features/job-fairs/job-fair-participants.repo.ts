import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { employeeProfiles, users } from '../../db/schema.js';
import { jobFairRegistrations, jobFairs } from '../../db/schema-job-fairs.js';

type RegistrationStatus = (typeof jobFairRegistrations.$inferSelect)['status'];
type Decision = (typeof jobFairRegistrations.$inferSelect)['decision'];
type Outcome = (typeof jobFairRegistrations.$inferSelect)['outcome'];

/**
 * A registration as the fair's employer sees it: the registration, the fair's start (to tell a late
 * registration) and the person's account names and profile. No ID number, disability, card or résumé is
 * ever selected, so none can reach a payload.
 */
export interface ParticipantRow {
  id: number;
  jobFairId: number;
  fairStartsAt: Date;
  userId: number;
  status: RegistrationStatus;
  registeredAt: Date;
  /** 1 for the first in line; null unless waitlisted. */
  waitlistPosition: number | null;
  decision: Decision;
  decisionNote: string;
  accommodations: string[];
  accommodationNote: string;
  accommodationProvided: boolean | null;
  checkedInAt: Date | null;
  outcome: Outcome;
  firstName: string;
  lastName: string;
  email: string;
  pictureKey: string | null;
  /** null when the person has no profile yet. */
  profile: { fullName: string; location: string; role: string; contactNo: string } | null;
}

/** The same table under another name, for the waiting list's correlated count. */
const ahead = alias(jobFairRegistrations, 'ahead');

/** Place in the waiting list: how many waitlisted people of the fair registered before (or with) this one. */
const waitlistPosition = sql<number | null>`case when ${jobFairRegistrations.status} = 'waitlisted' then
  (select count(*)::int from ${jobFairRegistrations} as ${sql.identifier('ahead')}
    where ${ahead.jobFairId} = ${jobFairRegistrations.jobFairId} and ${ahead.status} = 'waitlisted'
      and (${ahead.registeredAt}, ${ahead.id}) <= (${jobFairRegistrations.registeredAt}, ${jobFairRegistrations.id}))
  end`;

/** Seats first, then the waiting list in line order, then the cancelled. */
const statusRank = sql`case ${jobFairRegistrations.status} when 'registered' then 0 when 'waitlisted' then 1 else 2 end`;

async function selectParticipants(db: Database, where: SQL | undefined): Promise<ParticipantRow[]> {
  const rows = await db
    .select({
      id: jobFairRegistrations.id,
      jobFairId: jobFairRegistrations.jobFairId,
      fairStartsAt: jobFairs.startsAt,
      userId: jobFairRegistrations.userId,
      status: jobFairRegistrations.status,
      registeredAt: jobFairRegistrations.registeredAt,
      waitlistPosition,
      decision: jobFairRegistrations.decision,
      decisionNote: jobFairRegistrations.decisionNote,
      accommodations: jobFairRegistrations.accommodations,
      accommodationNote: jobFairRegistrations.accommodationNote,
      accommodationProvided: jobFairRegistrations.accommodationProvided,
      checkedInAt: jobFairRegistrations.checkedInAt,
      outcome: jobFairRegistrations.outcome,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileUserId: employeeProfiles.userId,
      pictureKey: employeeProfiles.pictureKey,
      fullName: employeeProfiles.fullName,
      location: employeeProfiles.location,
      role: employeeProfiles.role,
      contactNo: employeeProfiles.contactNo,
    })
    .from(jobFairRegistrations)
    .innerJoin(jobFairs, eq(jobFairs.id, jobFairRegistrations.jobFairId))
    .innerJoin(users, eq(users.id, jobFairRegistrations.userId))
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, jobFairRegistrations.userId))
    .where(where)
    .orderBy(statusRank, asc(jobFairRegistrations.registeredAt), asc(jobFairRegistrations.id));
  return rows.map(({ profileUserId, pictureKey, fullName, location, role, contactNo, ...row }) => ({
    ...row,
    pictureKey: pictureKey ?? null,
    profile:
      profileUserId === null
        ? null
        : { fullName: fullName ?? '', location: location ?? '', role: role ?? '', contactNo: contactNo ?? '' },
  }));
}

/** Everyone who registered for a fair (cancelled too): seats, then the waiting list in order, then the cancelled. */
export function findParticipants(db: Database, fairId: number): Promise<ParticipantRow[]> {
  return selectParticipants(db, eq(jobFairRegistrations.jobFairId, fairId));
}

/** One registration as a participant, or null. */
export async function findParticipant(db: Database, registrationId: number): Promise<ParticipantRow | null> {
  const [row] = await selectParticipants(db, eq(jobFairRegistrations.id, registrationId));
  return row ?? null;
}

/** A registration with who runs its fair and when the fair starts (for the employer's checks). */
export interface RegistrationOfFair {
  id: number;
  jobFairId: number;
  status: RegistrationStatus;
  checkedInAt: Date | null;
  employerId: number;
  fairStartsAt: Date;
}

const registrationOfFairColumns = {
  id: jobFairRegistrations.id,
  jobFairId: jobFairRegistrations.jobFairId,
  status: jobFairRegistrations.status,
  checkedInAt: jobFairRegistrations.checkedInAt,
  employerId: jobFairs.employerId,
  fairStartsAt: jobFairs.startsAt,
};

/** A registration by id with its fair's employer and start, or null. */
export async function findRegistrationOfFair(db: Database, registrationId: number): Promise<RegistrationOfFair | null> {
  const [row] = await db
    .select(registrationOfFairColumns)
    .from(jobFairRegistrations)
    .innerJoin(jobFairs, eq(jobFairs.id, jobFairRegistrations.jobFairId))
    .where(eq(jobFairRegistrations.id, registrationId))
    .limit(1);
  return row ?? null;
}

/**
 * The registration of a fair with this check-in code, compared without case, spaces or dashes (people
 * read codes out and type them in groups). `code` must already be in that form: upper case, no spaces or
 * dashes.
 */
export async function findRegistrationByCode(
  db: Database,
  fairId: number,
  code: string,
): Promise<RegistrationOfFair | null> {
  const [row] = await db
    .select(registrationOfFairColumns)
    .from(jobFairRegistrations)
    .innerJoin(jobFairs, eq(jobFairs.id, jobFairRegistrations.jobFairId))
    .where(
      and(
        eq(jobFairRegistrations.jobFairId, fairId),
        sql`upper(translate(${jobFairRegistrations.checkInCode}, ' -', '')) = ${code}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

const stillHoldsPlace = ne(jobFairRegistrations.status, 'cancelled');

/**
 * Records the employer's invitation or decline. The condition "not cancelled" is part of the UPDATE, so a
 * cancellation racing the decision wins cleanly; false when nothing was updated.
 */
export async function setDecision(
  tx: Database,
  registrationId: number,
  decision: Exclude<Decision, 'Pending'>,
  note: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(jobFairRegistrations)
    .set({ decision, decisionNote: note, updatedAt: now })
    .where(and(eq(jobFairRegistrations.id, registrationId), stillHoldsPlace))
    .returning({ id: jobFairRegistrations.id });
  return rows.length > 0;
}

/**
 * Checks a registration in at `now` unless it already is (or was cancelled): the first check-in time is
 * kept when two doors scan the same code at once. False when nothing was updated.
 */
export async function markCheckedIn(db: Database, registrationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobFairRegistrations)
    .set({ checkedInAt: now, updatedAt: now })
    .where(and(eq(jobFairRegistrations.id, registrationId), isNull(jobFairRegistrations.checkedInAt), stillHoldsPlace))
    .returning({ id: jobFairRegistrations.id });
  return rows.length > 0;
}

/** What the employer records after the start; a field left undefined keeps its value. */
export interface OutcomeChanges {
  outcome?: Outcome | undefined;
  accommodationProvided?: boolean | null | undefined;
}

/** Stores the outcome and/or whether accommodations were provided; false when the registration was cancelled. */
export async function setOutcome(
  db: Database,
  registrationId: number,
  changes: OutcomeChanges,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobFairRegistrations)
    .set({
      ...(changes.outcome === undefined ? {} : { outcome: changes.outcome }),
      ...(changes.accommodationProvided === undefined ? {} : { accommodationProvided: changes.accommodationProvided }),
      updatedAt: now,
    })
    .where(and(eq(jobFairRegistrations.id, registrationId), stillHoldsPlace))
    .returning({ id: jobFairRegistrations.id });
  return rows.length > 0;
}

/** What the placement report counts, one row per registration of the fair. */
export interface ReportRow {
  status: RegistrationStatus;
  decision: Decision;
  checkedIn: boolean;
  outcome: Outcome;
  accommodations: string[];
  accommodationNote: string;
  accommodationProvided: boolean | null;
}

/** Every registration of a fair, reduced to what the placement report counts. */
export async function findReportRows(db: Database, fairId: number): Promise<ReportRow[]> {
  const rows = await db
    .select({
      status: jobFairRegistrations.status,
      decision: jobFairRegistrations.decision,
      checkedInAt: jobFairRegistrations.checkedInAt,
      outcome: jobFairRegistrations.outcome,
      accommodations: jobFairRegistrations.accommodations,
      accommodationNote: jobFairRegistrations.accommodationNote,
      accommodationProvided: jobFairRegistrations.accommodationProvided,
    })
    .from(jobFairRegistrations)
    .where(eq(jobFairRegistrations.jobFairId, fairId));
  return rows.map(({ checkedInAt, ...row }) => ({ ...row, checkedIn: checkedInAt !== null }));
}
