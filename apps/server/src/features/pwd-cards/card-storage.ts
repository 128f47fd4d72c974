import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { reencodeImage } from '../../platform/images/image-reencode.js';
import { validateCardImage } from './card-image-upload.js';
import { queueCardReading } from './card-reading.js';
import { upsertPwdCard, type CardFileValues } from './pwd-cards.repo.js';

/** The longest side of a stored card: enough for an admin to read the ID number and name at 100 %. */
export const CARD_MAX_SIDE = 2000;

/** A card photo checked, re-encoded and written to the private store, not yet on anyone's record. */
export interface PreparedCard {
  userId: number;
  values: CardFileValues;
}

/**
 * Checks the bytes (type, size, pixels), re-encodes them without metadata (no GPS position) and stores the
 * result as a private file. The caller records it in a transaction (`recordCard`) and, if that fails,
 * removes the file again (`discardCardFile`).
 */
export async function prepareCardFile(ctx: AppContext, userId: number, bytes: Buffer): Promise<PreparedCard> {
  await validateCardImage(bytes);
  const image = await reencodeImage(bytes, { maxSide: CARD_MAX_SIDE, format: 'webp' });
  const storageKey = `cards/${userId}-${randomUUID()}.webp`;
  await ctx.files.put(storageKey, image.bytes);
  return {
    userId,
    values: {
      storageKey,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      width: image.width,
      height: image.height,
    },
  };
}

/**
 * Puts the prepared photo on the person's record (replacing the one before, whose key it answers) and
 * queues its reading in the same transaction, so the card is read exactly when the row exists.
 */
export async function recordCard(
  ctx: AppContext,
  tx: Database,
  card: PreparedCard,
  at: Date,
): Promise<{ previousKey: string | null }> {
  const result = await upsertPwdCard(tx, card.userId, card.values, at);
  await queueCardReading(ctx, tx, card.userId, card.values.storageKey);
  return result;
}

/** Removes a stored card photo that no row points at (any more); a failure is logged, never thrown. */
export async function discardCardFile(ctx: AppContext, storageKey: string): Promise<void> {
  await ctx.files.delete(storageKey).catch((error: unknown) => {
    ctx.log.error({ err: error, storageKey }, 'orphaned card image could not be removed');
  });
}
