import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pwdCards, users, userTokens } from '../../db/schema.js';

export type PwdCardRow = typeof pwdCards.$inferSelect;
export type NewPwdCard = typeof pwdCards.$inferInsert;

/** What decides whether a card may be uploaded for an account. */
export interface UploadSubject {
  id: number;
  userType: 'Employee' | 'Employer' | 'Admin';
  isApproved: boolean;
  createdAt: Date;
}

const subjectColumns = {
  id: users.id,
  userType: users.userType,
  isApproved: users.isApproved,
  createdAt: users.createdAt,
};

export async function findUploadSubject(db: Database, userId: number): Promise<UploadSubject | undefined> {
  const [row] = await db.select(subjectColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The same, locking the user row until the transaction ends (an approval or deletion waits for us). */
export async function lockUploadSubject(db: Database, userId: number): Promise<UploadSubject | undefined> {
  const [row] = await db.select(subjectColumns).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

export async function findPwdCard(db: Database, userId: number): Promise<PwdCardRow | undefined> {
  const [row] = await db.select().from(pwdCards).where(eq(pwdCards.userId, userId)).limit(1);
  return row;
}

/** Inserts the card row; undefined when the person already has one (the primary key is the user id). */
export async function insertPwdCard(db: Database, values: NewPwdCard): Promise<PwdCardRow | undefined> {
  const [row] = await db.insert(pwdCards).values(values).onConflictDoNothing({ target: pwdCards.userId }).returning();
  return row;
}

/** The stored photo's description, as an upload or a replacement writes it. */
export type CardFileValues = Pick<NewPwdCard, 'storageKey' | 'contentType' | 'byteSize' | 'width' | 'height'>;

/**
 * Puts a new photo in place of the person's card (or the first one), forgetting what was read from the old
 * one; answers the storage key of the photo it replaced (null when there was none).
 */
export async function upsertPwdCard(
  db: Database,
  userId: number,
  values: CardFileValues,
  at: Date,
): Promise<{ previousKey: string | null }> {
  const [previous] = await db
    .select({ storageKey: pwdCards.storageKey })
    .from(pwdCards)
    .where(eq(pwdCards.userId, userId))
    .limit(1)
    .for('update');
  const fresh = { ...values, createdAt: at, readName: null, readIdNumber: null, readAt: null };
  await db
    .insert(pwdCards)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: pwdCards.userId, set: fresh });
  return { previousKey: previous?.storageKey ?? null };
}

/** Keeps what the card reader read from a photo, if that photo is still the one on file. */
export async function saveCardReading(
  db: Database,
  userId: number,
  storageKey: string,
  reading: { name: string | null; idNumber: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(pwdCards)
    .set({ readName: reading.name, readIdNumber: reading.idNumber, readAt: reading.at })
    .where(and(eq(pwdCards.userId, userId), eq(pwdCards.storageKey, storageKey)))
    .returning({ userId: pwdCards.userId });
  return rows.length === 1;
}

/** The upload tickets a sign-up asked for (decision 009's fix): none for clients that did not ask. */
export async function findUploadTickets(db: Database, userId: number) {
  return db
    .select({
      id: userTokens.id,
      tokenHash: userTokens.tokenHash,
      expiresAt: userTokens.expiresAt,
      usedAt: userTokens.usedAt,
    })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'card_upload')));
}

/** Marks a ticket used; false when it was used already, so a ticket works once. */
export async function consumeUploadTicket(db: Database, ticketId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.id, ticketId), sql`${userTokens.usedAt} is null`))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}
