import {
  ACCOUNT_MESSAGES,
  displayName,
  normalizeEmail,
  PWD_CARD_UPLOAD_WINDOW_MINUTES,
  type LoginRequest,
  type SignupUserType,
  type DisabilityCategory,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { endSession, startSession } from '../../platform/auth/session.service.js';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../../platform/errors.js';
import { formatWait } from '../../platform/http-security.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import {
  consumeUserToken,
  countTokensSince,
  findUserByEmail,
  findUserById,
  findUserToken,
  hasEmployerProfile,
  insertUser,
  insertUserToken,
  markEmailVerified,
  markFirstSignIn,
  type UserRow,
} from './accounts.repo.js';
import { clearLoginFailures, LOGIN_LOCK_MS, lockedForSeconds, recordLoginFailure } from './login-lock.js';
export const VERIFICATION_VALID_HOURS = 48;
export const VERIFICATION_MAILS_PER_HOUR = 3;

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  user_type: SignupUserType;
  user_disability?: DisabilityCategory | undefined;
  ID_number?: string | undefined;
  /** 'ticket': answer a one-time upload ticket that the card upload then requires (decision 009's fix). */
  card_upload?: 'ticket' | undefined;
}

export interface SignupResult {
  id: number;
  message: string;
  upload_ticket?: string;
}

/**
 * Creates an Employee (pending approval) or Employer account and e-mails a verification link.
 * The role is never taken from anywhere but the two allowed values; admins only come from configuration.
 */
export async function signup(ctx: AppContext, input: SignupInput): Promise<SignupResult> {
  const isJobSeeker = input.user_type === 'Employee';
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();

  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      passwordHash,
      userType: input.user_type,
      firstName: input.first_name,
      lastName: input.last_name,
      disability: isJobSeeker ? (input.user_disability ?? null) : null,
      idNumber: isJobSeeker ? (input.ID_number ?? null) : null,
      isApproved: !isJobSeeker,
      approvedAt: isJobSeeker ? null : now,
      createdAt: now,
    });
    if (!created) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    await issueVerificationLink(ctx, tx, created, now);
    const ticket = isJobSeeker && input.card_upload === 'ticket' ? await issueUploadTicket(tx, created, now) : null;
    return { created, ticket };
  });
  return {
    id: user.created.id,
    message: isJobSeeker ? ACCOUNT_MESSAGES.jobSeekerRegistered : ACCOUNT_MESSAGES.employerRegistered,
    ...(user.ticket ? { upload_ticket: user.ticket } : {}),
  };
}

/**
 * The one-time ticket that lets the new account's card photo be uploaded (the upload carries no session):
 * only whoever got the sign-up answer has it, so nobody can upload a card for someone else's new account.
 * Stored hashed, valid as long as the upload window; the upload consumes it.
 */
async function issueUploadTicket(tx: Database, user: UserRow, now: Date): Promise<string> {
  const ticket = newSecretToken();
  await insertUserToken(tx, {
    userId: user.id,
    purpose: 'card_upload',
    tokenHash: hashToken(ticket),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PWD_CARD_UPLOAD_WINDOW_MINUTES * 60_000),
  });
  return ticket;
}

/**
 * Stores a new verification token and announces it in the caller's transaction; the accounts mail
 * subscriber mails the link after the commit (and the queue retries it through a mail outage).
 */
async function issueVerificationLink(ctx: AppContext, tx: Database, user: UserRow, now: Date): Promise<void> {
  const token = newSecretToken();
  await insertUserToken(tx, {
    userId: user.id,
    purpose: 'email_verification',
    tokenHash: hashToken(token),
    // The re-send limit counts tokens by created_at against ctx.now(), so both use one clock.
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_VALID_HOURS * 3_600_000),
  });
  await ctx.events.emit(tx, 'email-verification.requested', {
    userId: user.id,
    email: user.email,
    name: displayName(user.firstName, user.lastName),
    token,
    isJobSeeker: user.userType === 'Employee',
  });
}

export interface LoginResult {
  token: string;
  user: UserRow;
  hasProfile: boolean;
  /** A job seeker waiting for approval is signed in to their own registration only (the access hook). */
  accountStatus: 'active' | 'pending_approval';
  /** The account's first successful sign-in ever. */
  isFirstSignIn: boolean;
}

/**
 * Checks the password, then the account's state, then starts a session. Wrong e-mail and wrong password
 * get the same answer. Ten failures from one client address lock that address out of the account for ten
 * minutes; failures from ten addresses lock the account everywhere (login-lock.ts, decision 004).
 * `clientAddress` is the caller's address (`request.ip`); without it only the account-wide lock applies.
 */
export async function login(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: LoginRequest,
  options: { userAgent: string | null; adminOnly?: boolean; clientAddress?: string },
): Promise<LoginResult> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  const lockedSeconds = user ? await lockedForSeconds(ctx.db, user, options.clientAddress, now) : 0;
  if (lockedSeconds > 0) throw lockedError(lockedSeconds);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    if (user && (await recordLoginFailure(ctx.db, user.id, options.clientAddress, now))) {
      throw lockedError(LOGIN_LOCK_MS / 1000);
    }
    throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  }
  await clearLoginFailures(ctx.db, user.id, now);
  if (options.adminOnly && user.userType !== 'Admin') throw forbidden(ACCOUNT_MESSAGES.adminOnly, 'admin_only');
  if (!user.emailVerifiedAt) throw forbidden(ACCOUNT_MESSAGES.emailUnverified, 'email_unverified');

  // A job seeker waiting for approval is signed in too (issue 14): the access hook opens only their own
  // registration (My PWD ID) and the endpoints anyone may call to them until an administrator approves.
  // The welcome is for the first sign-in to the product itself: sign-ins while pending don't use it up.
  const accountStatus = user.isApproved ? 'active' : 'pending_approval';
  const { token, isFirstSignIn } = await ctx.db.transaction(async (tx) => ({
    token: await startSession(tx, user.id, options.userAgent, now),
    isFirstSignIn: accountStatus === 'active' && (await markFirstSignIn(tx, user.id, now)),
  }));
  const hasProfile = user.userType === 'Employer' ? await hasEmployerProfile(ctx.db, user.id) : false;
  return { token, user, hasProfile, accountStatus, isFirstSignIn };
}

function lockedError(seconds: number): HttpError {
  return tooManyRequests(ACCOUNT_MESSAGES.locked(formatWait(seconds)), seconds);
}

/** Ends the session of the given token. Without a token there is nothing to end, which is fine. */
export async function logout(ctx: AppContext, token: string | null): Promise<{ message: string }> {
  if (token) await endSession(ctx.db, token);
  return { message: ACCOUNT_MESSAGES.signedOut };
}

/** Consumes a verification link. A second click on a used link of a verified account is answered kindly. */
export async function verifyEmail(
  ctx: AppContext,
  token: string,
): Promise<{ message: string; user_type: UserRow['userType']; is_approved: boolean }> {
  const now = ctx.now();
  const row = await findUserToken(ctx.db, 'email_verification', hashToken(token));
  if (!row) throw badRequest(ACCOUNT_MESSAGES.verificationInvalid);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(ACCOUNT_MESSAGES.verificationInvalid);
  const answer = (message: string) => ({ message, user_type: user.userType, is_approved: user.isApproved });
  const verifiedMessage = user.isApproved ? ACCOUNT_MESSAGES.verifiedSignIn : ACCOUNT_MESSAGES.verifiedAwaitingApproval;

  if (row.usedAt) {
    if (user.emailVerifiedAt) return answer(verifiedMessage);
    throw new HttpError(400, ACCOUNT_MESSAGES.verificationUsed, { code: 'token_used' });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(400, ACCOUNT_MESSAGES.verificationExpired, { code: 'token_expired' });
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, row.id, now))) return;
    await markEmailVerified(tx, user.id, now);
  });
  return answer(verifiedMessage);
}

/**
 * Sends a new verification link when the account exists and is unverified. The answer is the same
 * either way, so it does not reveal who has an account; at most three mails an hour go to one person.
 */
export async function resendVerification(ctx: AppContext, emailInput: string): Promise<{ message: string }> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, normalizeEmail(emailInput));
  if (!user || user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.resendAnswer };
  const recent = await countTokensSince(ctx.db, user.id, 'email_verification', new Date(now.getTime() - 3_600_000));
  if (recent >= VERIFICATION_MAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'verification re-send limit reached');
    return { message: ACCOUNT_MESSAGES.resendAnswer };
  }
  await ctx.db.transaction((tx) => issueVerificationLink(ctx, tx, user, now));
  return { message: ACCOUNT_MESSAGES.resendAnswer };
}
