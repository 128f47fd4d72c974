import {
  displayName,
  FORGOT_PASSWORD_MESSAGE,
  normalizeEmail,
  RESET_LINK_ERRORS,
  RESET_LINK_VALID_MINUTES,
  RESET_PASSWORD_SUCCESS_MESSAGE,
  type ResetLinkCheck,
  type ResetLinkErrorCode,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { endAllSessions } from '../../platform/auth/session.service.js';
import { HttpError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import { queueMail } from '../../platform/mail/mail-jobs.js';
import { resetLinkMail } from './password-reset.mail.js';
import {
  consumeResetToken,
  countResetTokensSince,
  expireOpenResetTokens,
  findResetToken,
  insertResetToken,
  lockUserByEmail,
  setNewPassword,
  type ResetMailRecipient,
} from './password-reset.repo.js';

/** At most this many reset mails reach one account per hour; further requests get the same answer. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * Answers at once with the one sentence for every address. The request is only recorded (one queue
 * job, the same for every address); looking the address up and mailing a link happen afterwards, in
 * the queue. Nothing about the account (existence, state, mail cap, mail outage) can change the
 * answer or its timing.
 */
export async function requestPasswordReset(ctx: AppContext, emailInput: string): Promise<{ message: string }> {
  // Taken now: the token's age and the hourly cap belong to the moment the person asked.
  const requestedAt = ctx.now().toISOString();
  await ctx.events.emit(ctx.db, 'password-reset.requested', { email: normalizeEmail(emailInput), requestedAt });
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * Creates a reset token for the account of this e-mail, if there is one and it is under the hourly
 * cap, and queues the mail with the link, in one transaction with the request's delivery: a crash or
 * a retry never issues two links for one request. Every account state may reset: the link proves the
 * inbox is theirs.
 */
async function issueResetLink(ctx: AppContext, tx: Database, email: string, now: Date): Promise<void> {
  const user = await lockUserByEmail(tx, email);
  if (!user) return;
  const recent = await countResetTokensSince(tx, user.id, new Date(now.getTime() - HOUR_MS));
  if (recent >= RESET_MAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'password reset mail limit reached');
    return;
  }
  const token = newSecretToken();
  await insertResetToken(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MINUTES * 60_000),
  });
  const mail = resetLinkMail({
    to: user.email,
    name: nameOf(user),
    link: `${ctx.config.publicUrl}/reset-password/${user.id}/${token}`,
    validMinutes: RESET_LINK_VALID_MINUTES,
  });
  await queueMail(ctx.queue, tx, mail);
}

/** Issues the link of each password reset request (decision 007), once per request. */
export function subscribePasswordResetRequests(ctx: AppContext): void {
  ctx.events.subscribe('password-reset.requested', 'reset-link', (tx, event) =>
    issueResetLink(ctx, tx, event.email, new Date(event.requestedAt)),
  );
}

type ResetTokenRow = NonNullable<Awaited<ReturnType<typeof findResetToken>>>;

/** Why a link's token row cannot be used now, or null when it can. */
function linkProblem(row: ResetTokenRow | undefined, uid: number, now: Date): ResetLinkErrorCode | null {
  // A real token of another account is answered exactly like an unknown one.
  if (!row || row.userId !== uid) return 'token_invalid';
  if (row.usedAt) return 'token_used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'token_expired';
  return null;
}

const LINK_STATES = { token_invalid: 'invalid', token_used: 'used', token_expired: 'expired' } as const;

/**
 * Says whether a mailed link still works, so its page shows the form only when it does. The answer is
 * the link's state and the reset's own sentence for a dead one: nothing about the account (its e-mail,
 * whether it exists) beyond what the link's holder already has. A mangled link is refused by the
 * route's params schema (400, the unknown link's sentence).
 */
export async function checkResetLink(ctx: AppContext, params: { uid: number; token: string }): Promise<ResetLinkCheck> {
  const row = await findResetToken(ctx.db, hashToken(params.token));
  const problem = linkProblem(row, params.uid, ctx.now());
  return problem
    ? { status: LINK_STATES[problem], message: RESET_LINK_ERRORS[problem] }
    : { status: 'valid', message: null };
}

/**
 * Sets a new password with a mailed link. In one transaction: the token is used up, the password
 * replaced, a sign-in lock lifted, the other open links ended and every session signed out. The
 * "password changed" mail is announced in the same transaction and sent after it commits.
 */
export async function resetPassword(
  ctx: AppContext,
  params: { uid: number; token: string },
  newPassword: string,
): Promise<{ message: string }> {
  const now = ctx.now();
  const row = await findResetToken(ctx.db, hashToken(params.token));
  const problem = linkProblem(row, params.uid, now);
  if (problem || !row) throw linkError(problem ?? 'token_invalid');

  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    // Guards a second request with the same link that passed the checks above at the same time.
    if (!(await consumeResetToken(tx, row.id, now))) throw linkError('token_used');
    const updated = await setNewPassword(tx, row.userId, passwordHash, now);
    if (!updated) throw linkError('token_invalid');
    await expireOpenResetTokens(tx, row.userId, now);
    await endAllSessions(tx, row.userId);
    await ctx.events.emit(tx, 'password-reset.completed', {
      userId: updated.id,
      email: updated.email,
      name: nameOf(updated),
    });
    return updated;
  });
  return { message: RESET_PASSWORD_SUCCESS_MESSAGE };
}

function linkError(code: ResetLinkErrorCode): HttpError {
  return new HttpError(400, RESET_LINK_ERRORS[code], { code });
}

const nameOf = (user: ResetMailRecipient) => displayName(user.firstName, user.lastName);
