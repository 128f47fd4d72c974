import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pwdCards, users } from '../../db/schema.js';

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
