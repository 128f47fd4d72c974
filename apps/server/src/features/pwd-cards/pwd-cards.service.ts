import { timingSafeEqual } from 'node:crypto';
import {
  idSchema,
  PWD_CARD_LINK_TTL_SECONDS,
  PWD_CARD_MESSAGES,
  PWD_CARD_UPLOAD_WINDOW_MINUTES,
  pwdCardsApi,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { requireRole } from '../../platform/auth/access.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { signedFileEndpoint, type PrivateFileAnswer, type SignedLinkQuery } from '../../platform/files/signed-file.js';
import { hashToken } from '../../platform/tokens.js';
import { discardCardFile, prepareCardFile, recordCard } from './card-storage.js';
import {
  consumeUploadTicket,
  findPwdCard,
  findUploadSubject,
  findUploadTickets,
  lockUploadSubject,
  type UploadSubject,
} from './pwd-cards.repo.js';

/** The card image an admin's (or its owner's) <img> loads by a signed path, shown inline. */
const cardImages = signedFileEndpoint(pwdCardsApi.pwdCardImage, {
  ttlSeconds: PWD_CARD_LINK_TTL_SECONDS,
  disposition: { type: 'inline' },
  messages: { invalidLink: PWD_CARD_MESSAGES.badLink, missing: PWD_CARD_MESSAGES.noCard },
});

function mayUpload(subject: UploadSubject | undefined, now: Date): subject is UploadSubject {
  if (!subject || subject.userType !== 'Employee' || subject.isApproved) return false;
  const ageMs = now.getTime() - subject.createdAt.getTime();
  return ageMs <= PWD_CARD_UPLOAD_WINDOW_MINUTES * 60_000;
}

const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The sign-up's upload ticket that the request's `ticket` matches, when the sign-up asked for one (decision
 * 009's fix); `none` for a sign-up that did not (a client of the spec: the old rule alone applies); `refused`
 * for a missing, wrong, used or expired ticket. Hashes are compared in constant time.
 */
async function checkTicket(
  db: Database,
  userId: number,
  ticket: string | undefined,
  now: Date,
): Promise<{ kind: 'none' } | { kind: 'ticket'; id: number } | { kind: 'refused' }> {
  const tickets = await findUploadTickets(db, userId);
  if (tickets.length === 0) return { kind: 'none' };
  const hash = hashToken(ticket?.trim() ?? '');
  let match: number | null = null;
  for (const row of tickets) {
    // Every row is compared, so the time taken does not say which (if any) matched.
    if (sameHash(row.tokenHash, hash) && match === null) match = row.id;
  }
  const row = tickets.find((candidate) => candidate.id === match);
  if (!ticket || !row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return { kind: 'refused' };
  return { kind: 'ticket', id: row.id };
}

/**
 * Stores the PWD ID photo of a job seeker who has just signed up (the spec sends no token: the person is
 * not signed in yet). Allowed once, for a pending Employee account created within the upload window, and,
 * when the sign-up asked for an upload ticket, only with that ticket (which it consumes). Every refusal is
 * the same 403. The photo is re-encoded without metadata (no GPS position) and stored as a private file;
 * the row is written in a transaction that re-checks the account and queues the card's reading, and the
 * file is removed again if that fails.
 */
export async function uploadPwdCard(
  ctx: AppContext,
  fields: { user?: string | undefined; ticket?: string | undefined },
  bytes: Buffer,
): Promise<{ message: string }> {
  const parsedId = idSchema.safeParse(fields.user?.trim());
  if (!parsedId.success) throw badRequest(PWD_CARD_MESSAGES.badUserId, { user: PWD_CARD_MESSAGES.badUserId });
  const userId = parsedId.data;
  const now = ctx.now();
  // Cheap checks before the image is decoded, so refused calls cost little.
  if (!mayUpload(await findUploadSubject(ctx.db, userId), now)) throw forbidden(PWD_CARD_MESSAGES.notAllowed);
  if ((await checkTicket(ctx.db, userId, fields.ticket, now)).kind === 'refused') {
    throw forbidden(PWD_CARD_MESSAGES.notAllowed);
  }
  if (await findPwdCard(ctx.db, userId)) throw conflict(PWD_CARD_MESSAGES.alreadyUploaded);
  const card = await prepareCardFile(ctx, userId, bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      if (!mayUpload(await lockUploadSubject(tx, userId), now)) throw forbidden(PWD_CARD_MESSAGES.notAllowed);
      // Two uploads raced and the other one won (the user row lock serialises them).
      if (await findPwdCard(tx, userId)) throw conflict(PWD_CARD_MESSAGES.alreadyUploaded);
      const ticket = await checkTicket(tx, userId, fields.ticket, now);
      if (ticket.kind === 'refused') throw forbidden(PWD_CARD_MESSAGES.notAllowed);
      if (ticket.kind === 'ticket' && !(await consumeUploadTicket(tx, ticket.id, now))) {
        throw forbidden(PWD_CARD_MESSAGES.notAllowed);
      }
      await recordCard(ctx, tx, card, now);
    });
  } catch (error) {
    await discardCardFile(ctx, card.values.storageKey);
    throw error;
  }
  ctx.log.info({ userId, bytes: card.values.byteSize }, 'PWD card stored');
  return { message: PWD_CARD_MESSAGES.received };
}

/** A signed path to a person's card image that works for a few minutes (an <img> cannot send a token). */
export function cardImageLink(ctx: AppContext, userId: number): { path: string; expiresAt: Date } {
  const link = cardImages.link(ctx, { userId });
  return { path: link.url, expiresAt: link.expiresAt };
}

/**
 * For an admin: a path to the person's card image that works for a few minutes (an <img> cannot send
 * the token, so the path carries an HMAC signature instead).
 */
export async function retrieveCardLink(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
): Promise<{ path: string; expiresAt: Date }> {
  requireRole(actor, 'Admin');
  if (!(await findPwdCard(ctx.db, userId))) throw notFound(PWD_CARD_MESSAGES.noCard);
  return cardImageLink(ctx, userId);
}

/** The card image for a valid, unexpired signed path (403 otherwise, 404 when there is none). */
export function readCardImage(ctx: AppContext, userId: number, query: SignedLinkQuery): Promise<PrivateFileAnswer> {
  return cardImages.open(ctx, { userId }, query, async () => {
    const card = await findPwdCard(ctx.db, userId);
    return card && { key: card.storageKey, contentType: card.contentType };
  });
}
