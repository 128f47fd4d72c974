import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { UserRow } from './accounts.repo.js';
import {
  clearFailures,
  countFailingAddresses,
  findAddressLock,
  lockAccount,
  recordAddressFailure,
} from './login-lock.repo.js';

// Decision 004 (amended): failed sign-ins count per account and client address. Ten from one address lock
// that address out of that account; the owner elsewhere still signs in. Guessing spread over many
// addresses (ten different ones) locks the account everywhere, as before.

/** Wrong passwords from one address before that address is locked out of the account. */
export const LOGIN_LOCK_AFTER_FAILURES = 10;
/** Different addresses with wrong passwords before the whole account is locked. */
export const LOGIN_LOCK_AFTER_ADDRESSES = 10;
export const LOGIN_LOCK_MS = 10 * 60 * 1000;
/** A failure older than this no longer counts. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * The address a failure is counted under. A caller that knows no address gets a new one per attempt:
 * nothing can then be aimed at one pair, and only the account-wide lock applies (as before decision 004 was amended).
 */
function addressKey(clientAddress: string | undefined): string {
  return clientAddress ?? `unknown:${randomUUID()}`;
}

/** Seconds until this address may try this account again (0: not locked). */
export async function lockedForSeconds(
  db: Database,
  user: UserRow,
  clientAddress: string | undefined,
  now: Date,
): Promise<number> {
  const addressLock = clientAddress === undefined ? null : await findAddressLock(db, user.id, clientAddress);
  const until = Math.max(user.lockedUntil?.getTime() ?? 0, addressLock?.getTime() ?? 0);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts a wrong password; answers true when this failure locked the address or the account. */
export async function recordLoginFailure(
  db: Database,
  userId: number,
  clientAddress: string | undefined,
  now: Date,
): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  const staleBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS);
  const addressLock = await recordAddressFailure(db, {
    userId,
    address: addressKey(clientAddress),
    now,
    staleBefore,
    lockAfter: LOGIN_LOCK_AFTER_FAILURES,
    lockUntil,
  });
  if (addressLock && addressLock.getTime() > now.getTime()) return true;
  if ((await countFailingAddresses(db, userId, staleBefore)) >= LOGIN_LOCK_AFTER_ADDRESSES) {
    await lockAccount(db, userId, lockUntil);
    return true;
  }
  return false;
}

/** After a correct password: the count starts again (addresses locked right now stay locked). */
export async function clearLoginFailures(db: Database, userId: number, now: Date): Promise<void> {
  await clearFailures(db, userId, now);
}
