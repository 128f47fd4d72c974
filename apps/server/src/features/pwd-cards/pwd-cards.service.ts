import { randomUUID } from 'node:crypto';
import {
  idSchema,
  PWD_CARD_LINK_TTL_SECONDS,
  PWD_CARD_MESSAGES,
  PWD_CARD_UPLOAD_WINDOW_MINUTES,
  pwdCardsApi,
} from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../platform/auth/session.service.js';
import { requireRole } from '../../platform/auth/access.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { signedFileEndpoint, type PrivateFileAnswer, type SignedLinkQuery } from '../../platform/files/signed-file.js';
import { reencodeImage } from '../../platform/images/image-reencode.js';
import { validateCardImage } from './card-image-upload.js';
import {
  findPwdCard,
  findUploadSubject,
  insertPwdCard,
  lockUploadSubject,
  type UploadSubject,
} from './pwd-cards.repo.js';

/** The longest side of a stored card: enough for an admin to read the ID number and name at 100 %. */
export const CARD_MAX_SIDE = 2000;

/** The card image an admin's <img> loads by a signed path, shown inline. */
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

/**
 * Stores the PWD ID photo of a job seeker who has just signed up (the spec sends no token: the person is
 * not signed in yet). Allowed once, for a pending Employee account created within the upload window.
 * The photo is re-encoded without metadata (no GPS position) and stored as a private file; the row is
 * written in a transaction that re-checks the account, and the file is removed again if that fails.
 */
export async function uploadPwdCard(
  ctx: AppContext,
  userIdField: string | undefined,
  bytes: Buffer,
): Promise<{ message: string }> {
  const parsedId = idSchema.safeParse(userIdField?.trim());
  if (!parsedId.success) throw badRequest(PWD_CARD_MESSAGES.badUserId, { user: PWD_CARD_MESSAGES.badUserId });
  const userId = parsedId.data;
  const now = ctx.now();

  // Cheap checks before the image is decoded, so refused calls cost little.
  if (!mayUpload(await findUploadSubject(ctx.db, userId), now)) throw forbidden(PWD_CARD_MESSAGES.notAllowed);
  if (await findPwdCard(ctx.db, userId)) throw conflict(PWD_CARD_MESSAGES.alreadyUploaded);

  await validateCardImage(bytes);
  const image = await reencodeImage(bytes, { maxSide: CARD_MAX_SIDE, format: 'webp' });
  const storageKey = `cards/${userId}-${randomUUID()}.webp`;
  await ctx.files.put(storageKey, image.bytes);

  try {
    await ctx.db.transaction(async (tx) => {
      if (!mayUpload(await lockUploadSubject(tx, userId), now)) throw forbidden(PWD_CARD_MESSAGES.notAllowed);
      const row = await insertPwdCard(tx, {
        userId,
        storageKey,
        contentType: image.contentType,
        byteSize: image.bytes.length,
        width: image.width,
        height: image.height,
        createdAt: now,
      });
      // Two uploads raced and the other one won.
      if (!row) throw conflict(PWD_CARD_MESSAGES.alreadyUploaded);
    });
  } catch (error) {
    await ctx.files.delete(storageKey).catch((deleteError: unknown) => {
      ctx.log.error({ err: deleteError, storageKey }, 'orphaned card image could not be removed');
    });
    throw error;
  }
  ctx.log.info({ userId, bytes: image.bytes.length }, 'PWD card stored');
  return { message: PWD_CARD_MESSAGES.received };
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
  const link = cardImages.link(ctx, { userId });
  return { path: link.url, expiresAt: link.expiresAt };
}

/** The card image for a valid, unexpired signed path (403 otherwise, 404 when there is none). */
export function readCardImage(ctx: AppContext, userId: number, query: SignedLinkQuery): Promise<PrivateFileAnswer> {
  return cardImages.open(ctx, { userId }, query, async () => {
    const card = await findPwdCard(ctx.db, userId);
    return card && { key: card.storageKey, contentType: card.contentType };
  });
}
