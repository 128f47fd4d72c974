import type { AccountStanding, UserType } from '@kakayahan/contracts';
import { displayName } from '@kakayahan/contracts';
import type { Database } from '../../db/client.js';
import { hashToken, newSecretToken } from '../tokens.js';
import {
  deleteExpiredSessionsOfUser,
  deleteSessionByHash,
  deleteSessionById,
  deleteSessionsOfUser,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './session.repo.js';

/** A session ends after this long without use... */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and in any case after this long. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The signed-in person, as every service function receives them. */
export interface AuthUser {
  id: number;
  userType: UserType;
  email: string;
  username: string;
  /** Sign-in refuses accounts that are not `active`; so does every signed-in endpoint (the access hook). */
  standing: AccountStanding;
}

/** Starts a session and returns its bearer token (shown to the client once, stored hashed). */
export async function startSession(db: Database, userId: number, userAgent: string | null, now = new Date()) {
  await deleteExpiredSessionsOfUser(db, userId, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS), now);
  const token = newSecretToken();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, 300) ?? null,
    // Stamped with the same clock that resolveSession measures idleness with.
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  });
  return token;
}

/** Resolves a bearer token to its user, or null when it is unknown, idle too long or expired. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<AuthUser | null> {
  const row = await findSessionWithUser(db, hashToken(token));
  if (!row) return null;
  const idleFor = now.getTime() - row.lastUsedAt.getTime();
  if (row.expiresAt.getTime() <= now.getTime() || idleFor > SESSION_IDLE_TIMEOUT_MS) {
    await deleteSessionById(db, row.sessionId);
    return null;
  }
  if (idleFor > TOUCH_INTERVAL_MS) await touchSession(db, row.sessionId, now);
  return {
    id: row.userId,
    userType: row.userType,
    email: row.email,
    username: displayName(row.firstName, row.lastName),
    standing: !row.emailVerifiedAt ? 'email_unverified' : !row.isApproved ? 'pending_approval' : 'active',
  };
}

/** Ends the session of this token (logout). Unknown tokens are ignored. */
export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}

/** Signs a user out everywhere (password reset, account removal). */
export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
}
